/// # ViewlabLanguage: Swift in, values out
///
/// Parses learner code with swift-syntax's `SwiftParser` (never a hand-written parser), reports
/// syntax errors through `SwiftParserDiagnostics`, and interprets the subset of Swift that SwiftUI code
/// uses: literals, operators, control flow, functions and closures, structs, enums, classes,
/// extensions, property wrappers, and `@ViewBuilder` evaluation into `ViewlabModel` values.
///
/// Learner code runs under the budgets of `Budget` (time, steps, call depth, memory, Ctrl-C), on a
/// thread with a large stack, so an endless loop, runaway recursion or a value that grows without
/// end ends in a diagnostic, never in a crash or a machine out of memory. Anything the
/// parser accepts that viewlab does not interpret yet is reported as
/// `error: viewlab does not support <construct> yet` at its location.
public enum ViewlabLanguage {}
