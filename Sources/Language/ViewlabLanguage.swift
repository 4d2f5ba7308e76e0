/// # ViewlabLanguage: Swift in, values out
///
/// Parses learner code with swift-syntax's `SwiftParser` (never a hand-written parser), reports
/// syntax errors through `SwiftParserDiagnostics`, and interprets the subset of Swift that SwiftUI code
/// uses: literals, operators, control flow, functions and closures, structs, enums, classes,
/// extensions and property wrappers, into `ViewlabModel` values. It knows no SwiftUI view or
/// modifier: what code names of SwiftUI's it asks a `NativeLibrary`, which ViewlabSwiftUI gives
/// each session.
///
/// The folders follow the pipeline. `Lowering/` turns each syntax node, once, into a closure that
/// runs without inspecting swift-syntax again: literals read, operators and call sites classified,
/// function bodies and their return types prepared. `Evaluation/` holds what those closures call
/// at run time: scopes and values, name and member lookup, calls, construction, assignment, budgets.
/// `Numeric/` is a second, faster form of the same code for global functions that only compute
/// with Int, Double and Bool (`fib`, `gcd`, `isPrime`): their names resolved to slots of a frame
/// of machine words, no `Value` or scope made at a call, the same steps, budgets and diagnostics;
/// a function it does not take runs as lowered.
/// `Builtins/` are the standard library's values and functions; `Values/` the SwiftUI values
/// learner code holds (colours, fonts, format styles, animations) read from `Value`; `Hosting/`
/// the property wrappers' storage and the reads the update cycle tracks; `Bridge/` converts
/// geometry between learner code and Model; `Diagnostics/` the one diagnostic type. The preludes are
/// Swift's and Foundation's types viewlab writes in Swift (a `Prelude` each; the frameworks' come
/// from the library).
///
/// Learner code runs under the budgets of `Budget` (time, steps, call depth, memory, Ctrl-C), on a
/// thread with a large stack, so an endless loop, runaway recursion or a value that grows without
/// end ends in a diagnostic, never in a crash or a machine out of memory. Anything the
/// parser accepts that viewlab does not interpret yet is reported as
/// `error: viewlab does not support <construct> yet` at its location.
public enum ViewlabLanguage {}
