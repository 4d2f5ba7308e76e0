import SwiftSyntax

/// The statements of the numeric tier that declare and write arrays, and the `return` of a value
/// that is not a word (an array, a tuple). Steps are counted as the general path counts them:
/// `a[i] = v` (`lowerArrayElementWrite`) the index before the value, `a[i] += v`
/// (`lowerCompoundAssignment`) the array, the index, then the value.
extension NumericBody {
    /// `var best = [0.0] + [Double](repeating: .infinity, count: n)`, `let start: [Int] = []`.
    mutating func arrayDeclaration(_ name: String, _ binding: PatternBindingSyntax, _ value: ExprSyntax,
                                   isVariable: Bool) throws -> NumericStep {
        var element: NumericKind?
        if let annotation = binding.typeAnnotation {
            guard let declared = NumericType(annotation.type), declared.isArray else { throw NumericRefusal() }
            element = declared.kind
        }
        let initial = try arrayCode(value, element: element)
        guard element == nil || initial.element == element else { throw NumericRefusal() }
        let code = initial.code
        let slot = declare(name, kind: initial.element, isVariable: isVariable, shape: .array)
        return NumericStep { i, frame in
            let items = try code(i, frame)
            i.numericStack.arrays[frame[slot]] = items
            return .normal
        }
    }

    /// `a[i] = v`, `a[i] += v`, `a = …` on an array variable; nil for any other expression.
    mutating func arrayWrite(_ e: ExprSyntax, counting item: CodeBlockItemSyntax) throws -> NumericStatement? {
        guard let infix = e.as(InfixOperatorExprSyntax.self) else { return nil }
        if let name = infix.leftOperand.as(DeclReferenceExprSyntax.self), let target = array(name.baseName.text) {
            guard target.isVariable, target.selfField == nil, infix.operator.is(AssignmentExprSyntax.self) else { throw NumericRefusal() }
            let slot = target.slot, value = try arrayCode(infix.rightOperand, of: target.kind)
            return { i, frame in
                try i.budget.step(i, at: item)
                try i.budget.step(i, at: e)
                let items = try value(i, frame)
                i.numericStack.arrays[frame[slot]] = items
                return .normal
            }
        }
        guard let sub = infix.leftOperand.as(SubscriptCallExprSyntax.self),
              let name = sub.calledExpression.as(DeclReferenceExprSyntax.self), let target = array(name.baseName.text) else { return nil }
        // A property of `self` is written through the general path's `modify`, which counts its steps
        // in another order (the value before the index, the property after): that path runs it.
        guard target.isVariable, target.selfField == nil, sub.arguments.count == 1, let index = sub.arguments.first, index.label == nil,
              sub.trailingClosure == nil else { throw NumericRefusal() }
        let slot = target.slot, kind = target.kind
        if infix.operator.is(AssignmentExprSyntax.self) {
            // The index and the value read in place when they are names or literals, all steps at once.
            let position = try operand(index.expression, as: .int), value = try operand(infix.rightOperand, as: kind)
            // The statement's, the assignment's, the index's and the value's steps.
            let steps = 4
            let inPlace = (position.isName || position.isConstant) && (value.isName || value.isConstant)
            return { i, frame in
                let k: Int, word: Int
                if inPlace, i.budget.tookQuickly(steps) {
                    k = try position.read(i, frame)
                    guard let place = Self.place(i, frame[slot], k) else {
                        i.budget.giveBack(1)  // the value's, not reached
                        throw Self.outOfRange(i, frame[slot], k, sub)
                    }
                    word = try value.read(i, frame)
                    i.numericStack.arrays[place][k] = kind.value(of: word)
                    return .normal
                }
                try i.budget.step(i, at: item)
                try i.budget.step(i, at: e)
                k = try position.word(i, frame)
                guard let place = Self.place(i, frame[slot], k) else { throw Self.outOfRange(i, frame[slot], k, sub) }
                word = try value.word(i, frame)
                i.numericStack.arrays[place][k] = kind.value(of: word)
                return .normal
            }
        }
        let position = try code(index.expression, as: .int), value = try code(infix.rightOperand, as: kind)
        guard let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, text.hasSuffix("="),
              let op = NumericOperator(rawValue: String(text.dropLast())), !op.isComparison,
              kind == .int || kind == .double && op != .remainder else { throw NumericRefusal() }
        let operation = String(text.dropLast())
        return { i, frame in
            try i.budget.step(i, at: item)
            try i.budget.step(i, at: e)
            try i.budget.step(i, at: name)
            let k = try position(i, frame), place = frame[slot]
            let a = try Self.word(i, place, at: k, kind, sub)
            let b = try value(i, frame)
            let word = kind == .double ? op.word(a.asDouble, b.asDouble) : try op.word(a, b) ?? Self.reported(operation, a, b, at: e, i)
            i.numericStack.arrays[place][k] = kind.value(of: word)
            return .normal
        }
    }

    /// `history.append(amount)` on an array variable (a local, or a class's property of `self`); nil
    /// for any other expression. Its steps are the general path's (`mutateInPlace`): the statement's,
    /// the call's, then the argument's; then the memory budget's check, at the call.
    mutating func arrayAppend(_ e: ExprSyntax, counting item: CodeBlockItemSyntax) throws -> NumericStatement? {
        guard let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "append", member.declName.argumentNames == nil,
              let name = member.base?.as(DeclReferenceExprSyntax.self), let target = array(name.baseName.text) else { return nil }
        guard target.isVariable, call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, !learnerDeclaresAppend() else { throw NumericRefusal() }
        writes(target)
        let slot = target.slot, kind = target.kind, value = try code(argument.expression, as: kind)
        return { i, frame in
            try i.budget.step(i, at: item)
            try i.budget.step(i, at: e)
            let word = try value(i, frame), place = frame[slot]
            try i.budget.elements(i, i.numericStack.arrays[place].count + 1, of: .array, at: e)
            i.numericStack.arrays[place].append(kind.value(of: word))
            return .normal
        }
    }

    /// Whether the learner declares an `append` an array could mean (`extension Array { mutating
    /// func append(_ x: Element) }`), which the general path's call would weigh. Asked when the
    /// body is compiled: a declaration made later is not seen, as a struct method's body is
    /// compiled again only for the struct's own extensions.
    private func learnerDeclaresAppend() -> Bool {
        interpreter.extensionCategories(of: .array([])).contains { interpreter.types[$0]?.methods["append"] != nil }
    }

    /// The array at `place` when `k` is one of its indices.
    @inline(__always) private static func place(_ i: Interpreter, _ place: Int, _ k: Int) -> Int? {
        k >= 0 && k < i.numericStack.arrays[place].count ? place : nil
    }

    /// The general path's error for an index out of range.
    private static func outOfRange(_ i: Interpreter, _ place: Int, _ k: Int, _ sub: SubscriptCallExprSyntax) -> Error {
        i.error(.indexOutOfRange, k, i.numericStack.arrays[place].count, at: sub)
    }

    /// What a `return` (or a body of one expression) gives: a word, or the value it makes for a
    /// function returning an array or a tuple, handed over through the stack (`NumericStack.returned`).
    mutating func returned(_ e: ExprSyntax) throws -> NumericCode {
        switch numeric.result {
        case .word(let kind): return try code(e, as: kind)
        case .array(let kind):
            let items = try arrayCode(e, of: kind)
            return { i, frame in
                i.numericStack.returned = .array(try items(i, frame))
                return 0
            }
        case .tuple(let labels, let types):
            guard let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == types.count else { throw NumericRefusal() }
            var parts: [NumericValueCode] = []
            for (element, (label, type)) in zip(tuple.elements, zip(labels, types)) {
                guard element.label == nil || element.label?.text == label else { throw NumericRefusal() }
                parts.append(try valueCode(element.expression, type))
            }
            return { i, frame in
                try i.budget.step(i, at: e)
                var elements: [TupleElement] = []
                elements.reserveCapacity(parts.count)
                for (k, part) in parts.enumerated() { elements.append(TupleElement(label: labels[k], value: try part.run(i, frame))) }
                i.numericStack.returned = .tuple(elements)
                return 0
            }
        case .void: throw NumericRefusal()
        }
    }

    /// `e` of `type` as a general path's value, for a tuple's element.
    private mutating func valueCode(_ e: ExprSyntax, _ type: NumericType) throws -> NumericValueCode {
        if type.isArray {
            let items = try arrayCode(e, of: type.kind)
            return NumericValueCode { i, frame in .array(try items(i, frame)) }
        }
        let word = try code(e, as: type.kind), kind = type.kind
        return NumericValueCode { i, frame in kind.value(of: try word(i, frame)) }
    }
}

/// A tuple element's code: its value as the general path holds it.
struct NumericValueCode { let run: (Interpreter, NumericFrame) throws -> Value }
