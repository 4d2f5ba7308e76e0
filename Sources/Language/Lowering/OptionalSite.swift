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
    /// Whether the expression's declared type is a collection of Optionals (`[Int?]`).
    @exclusivity(unchecked) private var elementsOptional = false

    /// The site of `expr`; `x as Any` is asked about `x`, the value the `Any` holds.
    package init(_ expr: ExprSyntax) { self.expr = Interpreter.castToAnyRemoved(expr) }

    package func readsOptional(_ i: Interpreter, in scope: Scope) -> Bool {
        workOut(i, in: scope)
        return answer
    }

    /// Whether the expression is a collection of Optionals (`declaresOptionalElements`).
    package func readsOptionalElements(_ i: Interpreter, in scope: Scope) -> Bool {
        workOut(i, in: scope)
        return elementsOptional
    }

    private func workOut(_ i: Interpreter, in scope: Scope) {
        let now = DeclarationEpoch.current
        guard epoch != now else { return }
        answer = i.readsOptional(expr, in: scope)
        elementsOptional = i.declaresOptionalElements(expr, in: scope)
        epoch = now
    }

    /// What Swift's `print` and string interpolation show for `value`, which the expression gave,
    /// where its static type makes that differ from `describe`: an Optional holding the value as
    /// `Optional(…)`, a collection declared with Optional elements with each of them so. nil where
    /// `describe` says it.
    package func shownText(_ value: Value, _ i: Interpreter, in scope: Scope) -> String? {
        workOut(i, in: scope)
        if answer && !value.unboxed.isNil { return "Optional(" + i.describe(value, elementsOptional: elementsOptional) + ")" }
        return elementsOptional ? i.describe(value, elementsOptional: true) : nil
    }
}
