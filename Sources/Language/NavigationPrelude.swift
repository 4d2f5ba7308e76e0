import SwiftOperators
import SwiftParser
import SwiftSyntax

/// SwiftUI's `NavigationPath` and `ScrollViewProxy` (Apple's documentation): a type-erased list of the values pushed on a
/// NavigationStack, written in Swift and interpreted like learner code. The SwiftUI layer reads and
/// writes `_values` when a NavigationLink pushes or `back` pops (Navigation.swift).
package let navigationPreludeSource = """
struct NavigationPath: Equatable {
    var _values: [Any] = []
    init() {}
    init(_ elements: [Any]) { _values = elements }
    var count: Int { _values.count }
    var isEmpty: Bool { _values.isEmpty }
    mutating func append(_ value: Any) { _values.append(value) }
    mutating func removeLast(_ k: Int = 1) { _values.removeLast(k) }
}
/// Its `scrollTo` is SwiftUI's real API that viewlab does not support yet, and says so where it is called.
struct ScrollViewProxy {}
"""

/// Parsed once per process.
package let navigationPreludeTree: SourceFileSyntax = {
    let parsed = Parser.parse(source: navigationPreludeSource)
    return OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
}()
