import SwiftSyntax

/// The target of `counts[key] += 1`, `self.grid[i] *= 2`: a subscript of named storage, lowered
/// once. A class, which the operator's code captures by reference: a tuple of these was copied out
/// through the runtime's generic copy at every run.
package final class ElementTarget {
    package let sub: SubscriptCallExprSyntax
    package let container: LoweredExpression
    package let arguments: [ExpressionCode]
    package let labels: [String?]
    /// The variable the subscript is of, when it is a bare name other than `self`.
    package let variable: String?
    /// Whether the labels are a dictionary's own subscript's (`[key]`, `[key, default: v]`).
    package let namesDictionaryEntry: Bool

    init(_ sub: SubscriptCallExprSyntax, lowering i: Interpreter) {
        self.sub = sub
        container = i.lowered(sub.calledExpression, hint: .none)
        arguments = sub.arguments.map { ExpressionCode(run: i.lowered($0.expression, hint: .none)) }
        labels = sub.arguments.map { $0.label?.text }
        variable = sub.calledExpression.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap { $0 == "self" ? nil : $0 }
        namesDictionaryEntry = labels == [nil] || labels == [nil, "default"]
    }
}
