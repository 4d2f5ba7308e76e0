import SwiftSyntax

/// A branch of `?:` written with integer literals only, beside one that is not (`c ? Double(a) :
/// 1`): Swift types the literals by the other branch, so where that one holds a Double the literal
/// branch is a Double (`1.0`), with no Double context needed. Whether it does is told from its
/// operands without evaluating it (no step counted, no code run): a floating-point literal, a call
/// of a floating-point type or of a function declared to return one, or a variable holding a Double.
/// Not in source for anything subtler (a member, a method's result): those keep the literal an Int.
package final class LiteralBranch {
    /// The branch's code with its literals Doubles.
    package let code: LoweredExpression
    private let other: DoubleOperands

    package init?(_ branch: ExprSyntax, beside other: ExprSyntax, lowering i: Interpreter) {
        guard Interpreter.isIntegerLiteralArithmetic(branch), !Interpreter.isIntegerLiteralArithmetic(other) else { return nil }
        code = i.lowered(branch, hint: .double)
        self.other = DoubleOperands(other)
    }

    /// Whether the other branch holds a Double in `scope`.
    package func otherIsDouble(_ i: Interpreter, _ scope: Scope) -> Bool { other.holdDouble(i, scope) }
}

/// Whether an expression holds a Double, told from its operands without evaluating it (no step
/// counted, no code run): a floating-point literal, a call of a floating-point type or of a function
/// declared to return one, or a variable holding a Double.
final class DoubleOperands {
    private let alwaysDouble: Bool
    private let names: [(name: String, slot: LocalSlot)]
    private let calls: [ExprSyntax]

    init(_ e: ExprSyntax) {
        let operands = Interpreter.operands(of: e, throughComparisons: false)
        alwaysDouble = operands.contains { operand in
            operand.is(FloatLiteralExprSyntax.self)
                || operand.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
                    .map { floatingPointTypeNames.contains($0.baseName.text) } == true
        }
        names = operands.compactMap { $0.as(DeclReferenceExprSyntax.self).map { (name: $0.baseName.text, slot: LocalSlot()) } }
        calls = operands.filter { $0.is(FunctionCallExprSyntax.self) }
    }

    /// Whether the expression holds a Double in `scope`.
    func holdDouble(_ i: Interpreter, _ scope: Scope) -> Bool {
        if alwaysDouble { return true }
        for (name, slot) in names where slot.ref(name, from: scope)?.value.unboxed.isDouble == true { return true }
        return calls.contains { call in
            i.declaredValueType(of: call, in: scope).map { floatingPointTypeNames.contains(i.sourceText($0)) } == true
        }
    }
}

/// The arguments of `min(…)` and `max(…)`: one written with integer literals only is a Double when
/// another argument holds one (`min(-6 * 2 + 1 / 4, 2.5)` is -11.75, not -12.0), as Swift types
/// the literals by the generic parameter the arguments share (`DoubleOperands` tells it).
final class JoinedLiterals {
    /// For each argument written with integer literals only, the other arguments (nil for the rest).
    private let besides: [[DoubleOperands]?]

    init?(_ pending: [Interpreter.PendingArgument]) {
        let expressions = pending.compactMap { $0.label == nil ? $0.syntax.as(ExprSyntax.self) : nil }
        guard expressions.count == pending.count, expressions.count >= 2 else { return nil }
        let literal = expressions.map(Interpreter.isIntegerLiteralArithmetic)
        guard literal.contains(true), literal.contains(false) else { return nil }
        let others = expressions.indices.map { literal[$0] ? nil : DoubleOperands(expressions[$0]) }
        besides = expressions.indices.map { k in
            literal[k] ? others.indices.compactMap { $0 == k ? nil : others[$0] } : nil
        }
    }

    /// Each argument's hint: Double for literals beside a Double.
    func hints(_ i: Interpreter, _ scope: Scope) -> [Hint] {
        besides.map { others in others?.contains { $0.holdDouble(i, scope) } == true ? .double : .none }
    }
}
