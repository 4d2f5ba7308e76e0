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
    private let alwaysDouble: Bool
    private let names: [(name: String, slot: LocalSlot)]
    private let calls: [ExprSyntax]

    package init?(_ branch: ExprSyntax, beside other: ExprSyntax, lowering i: Interpreter) {
        guard Interpreter.isIntegerLiteralArithmetic(branch), !Interpreter.isIntegerLiteralArithmetic(other) else { return nil }
        code = i.lowered(branch, hint: .double)
        let operands = Interpreter.operands(of: other, throughComparisons: false)
        alwaysDouble = operands.contains { operand in
            operand.is(FloatLiteralExprSyntax.self)
                || operand.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
                    .map { floatingPointTypeNames.contains($0.baseName.text) } == true
        }
        names = operands.compactMap { $0.as(DeclReferenceExprSyntax.self).map { (name: $0.baseName.text, slot: LocalSlot()) } }
        calls = operands.filter { $0.is(FunctionCallExprSyntax.self) }
    }

    /// Whether the other branch holds a Double in `scope`.
    package func otherIsDouble(_ i: Interpreter, _ scope: Scope) -> Bool {
        if alwaysDouble { return true }
        for (name, slot) in names where slot.ref(name, from: scope)?.value.unboxed.isDouble == true { return true }
        return calls.contains { call in
            i.declaredValueType(of: call, in: scope).map { floatingPointTypeNames.contains(i.sourceText($0)) } == true
        }
    }
}
