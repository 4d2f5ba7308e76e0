import SwiftSyntax

/// Strings in a loop the tier runs (`NumericLoop`): `var line = ""`, `text += String(i % 10)`,
/// `text += "\n"`, `line = word`. A string's word is its place on the stack's strings, where an
/// append changes it in place as `Interpreter.appendString` does on the general path, stopped by
/// the memory budget at the same node. A string is made of a literal (its interpolations of numbers
/// or Bools), a string's name, or `String(x)` of a number or a Bool (the general path's kept conversion, which
/// a learner's `String` initializer or type would replace). Steps are the general path's: one for
/// the statement, one for the assignment, and the value's (`String(x)` one, then its argument's).
extension NumericBody {
    /// A string's code: the text it makes.
    typealias StringCode = (Interpreter, NumericFrame) throws -> String

    /// Whether `e` is a string: a literal or a `String(…)` call, or the name of a string.
    mutating func isString(_ e: ExprSyntax) -> Bool {
        switch e.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr: return true
        case .functionCallExpr(let c): return c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String"
        case .declReferenceExpr(let r): return r.argumentNames == nil && string(r.baseName.text) != nil
        default: return false
        }
    }

    /// `var line = ""`, `let digit: String = String(n)`: a string of the loop, its place on the
    /// stack's strings given when the loop starts (`NumericLoop.stringLocals`).
    mutating func stringDeclaration(_ name: String, _ binding: PatternBindingSyntax, _ value: ExprSyntax, isVariable: Bool) throws -> NumericStep {
        guard let loop = loop?.code else { throw NumericRefusal() }
        if let annotation = binding.typeAnnotation, annotation.type.as(IdentifierTypeSyntax.self)?.name.text != "String" { throw NumericRefusal() }
        let initial = try stringCode(value)
        let slot = declare(name, kind: .int, isVariable: isVariable, shape: .string)
        loop.stringLocals.append(slot)
        return NumericStep { i, frame in
            let text = try initial(i, frame)
            i.numericStack.strings[frame[slot]] = text
            return .normal
        }
    }

    /// `text += …` or `text = …` on a string variable; nil for any other expression.
    mutating func stringWrite(_ e: ExprSyntax, counting item: CodeBlockItemSyntax) throws -> NumericStatement? {
        guard let infix = e.as(InfixOperatorExprSyntax.self), let name = infix.leftOperand.as(DeclReferenceExprSyntax.self),
              name.argumentNames == nil, let target = string(name.baseName.text) else { return nil }
        guard target.isVariable else { throw NumericRefusal() }
        writes(target)
        let slot = target.slot, value = try stringCode(infix.rightOperand)
        if infix.operator.is(AssignmentExprSyntax.self) {
            return { i, frame in
                try i.budget.step(i, at: item)
                try i.budget.step(i, at: e)
                let text = try value(i, frame)
                i.numericStack.strings[frame[slot]] = text
                return .normal
            }
        }
        guard infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" else { throw NumericRefusal() }
        return { i, frame in
            try i.budget.step(i, at: item)
            try i.budget.step(i, at: e)
            let added = try value(i, frame), stack = i.numericStack, place = frame[slot]
            try i.budget.string(i, bytes: stack.strings[place].utf8.count + added.utf8.count, at: e)
            stack.strings[place] += added
            return .normal
        }
    }

    /// A string's code, its steps counted as the general path counts them.
    mutating func stringCode(_ e: ExprSyntax) throws -> StringCode {
        switch e.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            guard literal.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }) else {
                let text = try Self.text(of: literal)
                return { i, _ in
                    try i.budget.step(i, at: e)
                    return text
                }
            }
            return try interpolation(literal)
        case .declReferenceExpr(let r):
            guard r.argumentNames == nil, let source = string(r.baseName.text) else { throw NumericRefusal() }
            let slot = source.slot
            return { i, frame in
                try i.budget.step(i, at: e)
                return i.numericStack.strings[frame[slot]]
            }
        case .functionCallExpr(let c): return try stringConversion(c)
        default: throw NumericRefusal()
        }
    }

    /// `String(x)` of a number or a Bool, when the general path keeps it as the standard library's
    /// conversion (`Interpreter.keptConstruction`): its step, then its argument's.
    private mutating func stringConversion(_ c: FunctionCallExprSyntax) throws -> StringCode {
        let pending = interpreter.pendingArguments(c)
        guard c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String", c.trailingClosure == nil,
              c.additionalTrailingClosures.isEmpty, c.arguments.count == 1, let only = c.arguments.first, only.label == nil,
              interpreter.globals.functions(named: "String").isEmpty, interpreter.globals.variables["String"] == nil,
              loop.map({ NumericLoop.findsGlobalFunction("String", from: $0.scope) }) ?? true,
              interpreter.keptConstruction("String", pending)?.conversion == .string else { throw NumericRefusal() }
        let kind = try self.kind(of: only.expression) ?? .int
        let operand = try code(only.expression, as: kind), node = Syntax(c)
        return { i, frame in
            try i.budget.step(i, at: node)
            let word = try operand(i, frame)
            switch kind {
            case .int: return word.decimalText
            case .double: return String(word.asDouble)
            case .bool: return String(word != 0)
            }
        }
    }

    /// `"k\(i % 100)"`: a literal whose interpolations are one number or Bool each, made as
    /// `PlainInterpolation` makes it (each value described as `print` would, the string budget
    /// checked before the text grows, at the value's segment): its step, then its values'.
    private mutating func interpolation(_ literal: StringLiteralExprSyntax) throws -> StringCode {
        guard literal.openingPounds == nil else { throw NumericRefusal() }
        var parts: [(text: String, value: (kind: NumericKind, code: NumericOperand, segment: ExpressionSegmentSyntax)?)] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let s): parts.append((Interpreter.unescape(s.content.text), nil))
            case .expressionSegment(let s):
                guard s.expressions.count == 1, let only = s.expressions.first, only.label == nil else { throw NumericRefusal() }
                let kind = try self.kind(of: only.expression) ?? .int
                parts.append(("", (kind, NumericOperand(run: try code(only.expression, as: kind)), s)))
            }
        }
        let node = ExprSyntax(literal)
        return { i, frame in
            try i.budget.step(i, at: node)
            var out = ""
            for part in parts {
                guard let (kind, code, segment) = part.value else {
                    out += part.text
                    continue
                }
                let word = try code.run(i, frame)
                let text = kind == .int ? word.decimalText : i.describe(kind.value(of: word))
                let length = out.utf8.count + text.utf8.count
                if !i.budget.allows(bytes: length) { try i.budget.string(i, bytes: length, at: segment) }
                out += text
            }
            return out
        }
    }

    /// A literal's text, unescaped as `Interpreter.lowerString` does.
    private static func text(of literal: StringLiteralExprSyntax) throws -> String {
        let isRaw = literal.openingPounds != nil
        var text = ""
        for segment in literal.segments {
            guard case .stringSegment(let s) = segment else { throw NumericRefusal() }
            text += isRaw ? s.content.text : Interpreter.unescape(s.content.text)
        }
        return text
    }
}
