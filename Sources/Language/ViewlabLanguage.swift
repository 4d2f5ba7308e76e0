/// # ViewlabLanguage: Swift in, values out
///
/// Parses learner code with swift-syntax's `SwiftParser` (never a hand-written parser), reports
/// syntax errors through `SwiftParserDiagnostics`, and interprets the subset of Swift that SwiftUI code
/// uses: literals, operators, control flow, functions and closures, structs, enums, classes,
/// extensions, property wrappers, and `@ViewBuilder` evaluation into `ViewlabModel` values.
///
/// Learner code runs under a step budget and a call-depth budget, on a thread with a large stack,
/// so an endless loop or runaway recursion ends in a diagnostic, never in a crash. Anything the
/// parser accepts that viewlab does not interpret yet is reported as
/// `error: viewlab does not support <construct> yet` at its location.
public enum ViewlabLanguage {}
