import SwiftSyntax

/// `counts["k\(i % 100)", default: 0] += 1` in a loop the tier runs (`NumericLoop`): an entry of a
/// dictionary of numbers outside the loop, its type written (`[String: Int]`, `[Int: Double]`),
/// changed where the tier's stack holds it, as `Interpreter.modifyEntry(ofVariable:)` changes it
/// where the variable holds it: the key and the default read, the entry found, the right-hand side
/// read, the new value written (a new key checked against the memory budget at the subscript). An
/// Int's overflow is the general path's error. Not with a learner's subscript declared (which could
/// be the dictionary's). Steps are the general path's: the statement, the assignment, then the
/// key's, the default's and the right-hand side's.
extension NumericBody {
    mutating func dictionaryEntryWrite(_ e: ExprSyntax, counting item: CodeBlockItemSyntax) throws -> NumericStatement? {
        guard let infix = e.as(InfixOperatorExprSyntax.self), let sub = infix.leftOperand.as(SubscriptCallExprSyntax.self),
              let name = sub.calledExpression.as(DeclReferenceExprSyntax.self), name.argumentNames == nil,
              let (target, stringKeys) = dictionary(name.baseName.text) else { return nil }
        let arguments = Array(sub.arguments)
        guard target.isVariable, !interpreter.declaresSubscripts, sub.trailingClosure == nil, arguments.count == 2,
              arguments[0].label == nil, arguments[1].label?.text == "default",
              let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, text.hasSuffix("="),
              let op = NumericOperator(rawValue: String(text.dropLast())), !op.isComparison,
              target.kind == .int || op != .remainder else { throw NumericRefusal() }
        writes(target)
        let kind = target.kind, slot = target.slot, operation = String(text.dropLast())
        let key = try keyCode(arguments[0].expression, stringKeys: stringKeys)
        let fallback = try code(arguments[1].expression, as: kind), value = try code(infix.rightOperand, as: kind)
        return { i, frame in
            try i.budget.step(i, at: item)
            try i.budget.step(i, at: e)
            let k = try key(i, frame), initial = try fallback(i, frame), stack = i.numericStack, place = frame[slot]
            let found = stack.dictionaries[place].index(of: k)
            let current = found.flatMap { kind.word(of: stack.dictionaries[place].values[$0]) } ?? initial
            let b = try value(i, frame)
            let result = kind == .double ? op.word(current.asDouble, b.asDouble)
                : try op.word(current, b) ?? Self.reported(operation, current, b, at: e, i)
            if let found {
                stack.dictionaries[place].values[found] = kind.value(of: result)
            } else {
                try i.budget.elements(i, stack.dictionaries[place].keys.count + 1, of: .dictionary, at: sub)
                stack.dictionaries[place][k] = kind.value(of: result)
            }
            return .normal
        }
    }

    /// A key's code: a string's, or an Int's.
    private mutating func keyCode(_ e: ExprSyntax, stringKeys: Bool) throws -> (Interpreter, NumericFrame) throws -> Value {
        if stringKeys {
            let text = try stringCode(e)
            return { i, frame in .string(try text(i, frame)) }
        }
        let number = try code(e, as: .int)
        return { i, frame in .int(try number(i, frame)) }
    }
}
