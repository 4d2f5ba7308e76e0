import SwiftSyntax

/// Whether the expression at one site reads an Optional (`Interpreter.readsOptional`), which an
/// untyped declaration (`let n = Int(text)`), `print` and string interpolation ask so as to show
/// `Optional(…)` where Swift does. The answer comes from how the expression is written and what its
/// names hold, and Swift's static types make it the same at every run of the site; so it is worked
/// out at the first run and kept while no declaration changes what a capitalized name means
/// (`DeclarationEpoch`). Asked at every run, it was half the time of a loop doing
/// `let r = CGRect(x: 1, y: 2, width: 40, height: 40)`.
package final class OptionalSite {
    private let expr: ExprSyntax
    @exclusivity(unchecked) private var epoch = -1
    @exclusivity(unchecked) private var answer = false

    /// The site of `expr`; `x as Any` is asked about `x`, the value the `Any` holds.
    package init(_ expr: ExprSyntax) { self.expr = Interpreter.castToAnyRemoved(expr) }

    package func readsOptional(_ i: Interpreter, in scope: Scope) -> Bool {
        let now = DeclarationEpoch.current
        if epoch != now {
            answer = i.readsOptional(expr, in: scope)
            epoch = now
        }
        return answer
    }

    /// Whether `value`, which the expression gave, is an Optional holding it, which Swift's `print`
    /// and string interpolation show as `Optional(…)`.
    package func showsAsOptional(_ value: Value, _ i: Interpreter, in scope: Scope) -> Bool {
        !value.unboxed.isNil && readsOptional(i, in: scope)
    }
}
