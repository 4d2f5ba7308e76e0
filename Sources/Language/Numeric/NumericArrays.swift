import SwiftSyntax

/// An array expression of the numeric tier: the array's values, as the general path holds them.
package typealias NumericArrayCode = (Interpreter, NumericFrame) throws -> [Value]

/// Arrays of numbers or Bools in the numeric tier (`[Double]`, `[Int]`): a name of one, a literal,
/// `[Double](repeating:count:)`, `stride(from:to:by:)`, `a + b`, a call of a function returning
/// one, a stored property of `self`; read by `a[i]`, `a.count` and `a.isEmpty`, written by
/// `a[i] = …`, `a[i] += …` and `a = …`, and grown by `a.append(x)` (a property only by that).
/// An array lives on the `NumericStack`'s arrays, its slot's word its place there; an element is
/// read and written in place, and a copy (`let b = a`) shares the storage until one of them is
/// written, as in Swift.
extension NumericBody {
    typealias TypedArray = (element: NumericKind, code: NumericArrayCode)

    /// Whether `e` is an array expression the tier takes, by its shape (what it holds is checked
    /// when it is compiled).
    mutating func isArray(_ e: ExprSyntax) -> Bool {
        switch e.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let r): return r.argumentNames == nil && array(r.baseName.text) != nil
        case .arrayExpr: return true
        case .functionCallExpr(let c):
            if repeatedElement(c) != nil || isStride(c) { return true }
            guard let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, local(name) == nil, array(name) == nil,
                  let (callee, _) = compiler.callee(of: c, name: name, from: function), case .array = callee.result else { return false }
            return true
        case .infixOperatorExpr(let infix):
            return infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" && (isArray(infix.leftOperand) || isArray(infix.rightOperand))
        default: return false
        }
    }

    /// `e`'s array code, its elements of `element` when the context says (an empty literal needs it).
    mutating func arrayCode(_ e: ExprSyntax, element: NumericKind?) throws -> TypedArray {
        switch e.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let r):
            guard r.argumentNames == nil, let local = array(r.baseName.text) else { throw NumericRefusal() }
            let slot = local.slot
            return (local.kind, { i, frame in
                try i.budget.step(i, at: e)
                return i.numericStack.arrays[frame[slot]]
            })
        case .arrayExpr(let literal): return try arrayLiteral(literal, element: element)
        case .functionCallExpr(let c):
            if let kind = repeatedElement(c) { return try repeated(c, kind) }
            if isStride(c) { return try stride(c) }
            return try arrayCall(c)
        case .infixOperatorExpr(let infix):
            guard infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { throw NumericRefusal() }
            let left = try arrayCode(infix.leftOperand, element: element)
            let right = try arrayCode(infix.rightOperand, element: left.element)
            guard left.element == right.element else { throw NumericRefusal() }
            let lhs = left.code, rhs = right.code
            // The general path's `+`, with its memory budget.
            return (left.element, { i, frame in
                try i.budget.step(i, at: e)
                let a = try lhs(i, frame), b = try rhs(i, frame)
                guard case .array(let joined) = try i.binary("+", .array(a), .array(b), at: e) else { return a + b }
                return joined
            })
        default: throw NumericRefusal()
        }
    }

    /// An array expression's code, its elements of `kind`.
    mutating func arrayCode(_ e: ExprSyntax, of kind: NumericKind) throws -> NumericArrayCode {
        let typed = try arrayCode(e, element: kind)
        guard typed.element == kind else { throw NumericRefusal() }
        return typed.code
    }

    /// `[0.0, x]`: its elements typed as Swift types them (integer literals beside a Double are Doubles).
    private mutating func arrayLiteral(_ literal: ArrayExprSyntax, element: NumericKind?) throws -> TypedArray {
        var kind = element
        for item in literal.elements where kind == nil { kind = try self.kind(of: item.expression) }
        guard let kind = kind ?? (literal.elements.isEmpty ? nil : .int) else { throw NumericRefusal() }
        var codes: [NumericOperand] = []
        for item in literal.elements { codes.append(NumericOperand(run: try code(item.expression, as: kind))) }
        let e = ExprSyntax(literal)
        return (kind, { i, frame in
            try i.budget.step(i, at: e)
            var items: [Value] = []
            items.reserveCapacity(codes.count)
            for code in codes { items.append(kind.value(of: try code.run(i, frame))) }
            return items
        })
    }

    /// The element type of `[Double](repeating: x, count: n)`, nil for any other call.
    private func repeatedElement(_ c: FunctionCallExprSyntax) -> NumericKind? {
        guard let type = c.calledExpression.as(ArrayExprSyntax.self), type.elements.count == 1,
              let name = type.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              interpreter.types[name] == nil, c.arguments.map({ $0.label?.text }) == ["repeating", "count"],
              c.trailingClosure == nil else { return nil }
        switch name {
        case "Int": return .int
        case "Double": return .double
        case "Bool": return .bool
        default: return nil
        }
    }

    /// `[Double](repeating: .infinity, count: n)`: a negative count and the memory budget stop it
    /// as the general path's `Array(repeating:count:)` does.
    private mutating func repeated(_ c: FunctionCallExprSyntax, _ kind: NumericKind) throws -> TypedArray {
        let arguments = Array(c.arguments)
        let value = try code(arguments[0].expression, as: kind), count = try code(arguments[1].expression, as: .int)
        let node = Syntax(c)
        return (kind, { i, frame in
            try i.budget.step(i, at: node)
            let element = kind.value(of: try value(i, frame)), n = try count(i, frame)
            guard n >= 0 else { throw i.error(.negativeRepeatCount, "Array", at: node) }
            try i.budget.elements(i, n, of: .array, at: node)
            return Array(repeating: element, count: n)
        })
    }

    /// `stride(from: a, to: b, by: s)` or `through:`: the standard library's, not the learner's.
    private mutating func isStride(_ c: FunctionCallExprSyntax) -> Bool {
        let labels = c.arguments.map { $0.label?.text }
        return c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride" && c.trailingClosure == nil
            && (labels == ["from", "to", "by"] || labels == ["from", "through", "by"])
            && local("stride") == nil && array("stride") == nil && namesStandardFunction("stride")
    }

    /// A stride's elements, made by the general path's `stride` from the arguments' values (an Int
    /// stride if all three are Ints, else a Double one, their integer literals Doubles as Swift
    /// types them), counting the call's step, then the arguments'.
    private mutating func stride(_ c: FunctionCallExprSyntax) throws -> TypedArray {
        var kind: NumericKind?
        for argument in c.arguments where kind == nil { kind = try self.kind(of: argument.expression) }
        let element = kind ?? .int
        guard element != .bool, let builtin = interpreter.builtinFunction("stride") else { throw NumericRefusal() }
        var codes: [NumericOperand] = []
        for argument in c.arguments { codes.append(NumericOperand(run: try code(argument.expression, as: element))) }
        let labels = c.arguments.map { $0.label?.text }, node = Syntax(c)
        return (element, { i, frame in
            try i.budget.step(i, at: node)
            var args: [Argument] = []
            for (code, label) in zip(codes, labels) { args.append(Argument(label: label, value: element.value(of: try code.run(i, frame)))) }
            guard case .array(let items) = try i.call(builtin, args, at: node) else { return [] }
            return items
        })
    }

    /// A call of a numeric function returning an array: what its `return` handed over.
    private mutating func arrayCall(_ c: FunctionCallExprSyntax) throws -> TypedArray {
        let call = try self.call(c)
        guard case .array(let kind) = call.result else { throw NumericRefusal() }
        let run = call.code
        return (kind, { i, frame in
            _ = try run(i, frame)
            guard case .array(let items) = i.numericStack.takeReturned() else { return [] }
            return items
        })
    }

    // MARK: Reading

    /// `a[k]` with `k` a name of an Int, as a leaf its operator reads in place; nil for any other expression.
    mutating func element(_ e: ExprSyntax, of kind: NumericKind) throws -> NumericElement? {
        guard let sub = e.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1, let index = sub.arguments.first,
              index.label == nil, sub.trailingClosure == nil, let name = sub.calledExpression.as(DeclReferenceExprSyntax.self),
              let array = array(name.baseName.text), array.kind == kind,
              let indexName = index.expression.as(DeclReferenceExprSyntax.self), indexName.argumentNames == nil,
              let position = local(indexName.baseName.text), position.kind == .int else { return nil }
        return NumericElement(array: array.slot, index: position.slot, kind: kind, sub: sub, name: name, indexNode: index.expression)
    }

    /// `a[i]`: its step, the array's, the index's, then the element, or the general path's error.
    mutating func element(_ sub: SubscriptCallExprSyntax) throws -> Typed {
        guard sub.arguments.count == 1, let index = sub.arguments.first, index.label == nil, sub.trailingClosure == nil,
              let name = sub.calledExpression.as(DeclReferenceExprSyntax.self), let local = array(name.baseName.text) else {
            throw NumericRefusal()
        }
        let slot = local.slot, kind = local.kind, e = ExprSyntax(sub)
        if let leaf = try element(e, of: kind) {
            // `sums[end]`: the three steps counted at once, the index read in place.
            return (kind, { i, frame in
                guard i.budget.tookQuickly(3) else { return try NumericLeaf.element(leaf).word(i, frame) }
                return try leaf.read(i, frame)
            })
        }
        let position = try code(index.expression, as: .int)
        return (kind, { i, frame in
            try i.budget.step(i, at: e)
            try i.budget.step(i, at: name)
            let k = try position(i, frame)
            return try Self.word(i, frame[slot], at: k, kind, sub)
        })
    }

    /// The word of element `k` of the array at `place`, or the general path's index error.
    @inline(__always) static func word(_ i: Interpreter, _ place: Int, at k: Int, _ kind: NumericKind, _ sub: SubscriptCallExprSyntax) throws -> Int {
        let stack = i.numericStack
        guard let word = stack.word(place, k, kind) else {
            throw i.error(.indexOutOfRange, k, stack.arrays[place].count, at: sub)
        }
        return word
    }

    /// `a.count`, `a.isEmpty`: its step, the array's, then the property.
    mutating func arrayProperty(_ m: MemberAccessExprSyntax) throws -> Typed? {
        guard let base = m.base?.as(DeclReferenceExprSyntax.self), m.declName.argumentNames == nil,
              let local = array(base.baseName.text) else { return nil }
        let slot = local.slot, e = ExprSyntax(m)
        switch m.declName.baseName.text {
        case "count":
            return (.int, { i, frame in
                try i.budget.step(i, at: e)
                try i.budget.step(i, at: base)
                return i.numericStack.arrays[frame[slot]].count
            })
        case "isEmpty":
            return (.bool, { i, frame in
                try i.budget.step(i, at: e)
                try i.budget.step(i, at: base)
                return i.numericStack.arrays[frame[slot]].isEmpty ? 1 : 0
            })
        default: throw NumericRefusal()
        }
    }
}

extension NumericStack {
    /// The word of element `k` of the array at `place`, read in place; nil when `k` is out of range.
    @inline(__always) func word(_ place: Int, _ k: Int, _ kind: NumericKind) -> Int? {
        guard k >= 0, k < arrays[place].count else { return nil }
        switch kind {
        case .double: if case .double(let d) = arrays[place][k] { return d.asWord }
        case .int: if case .int(let n) = arrays[place][k] { return n }
        case .bool: if case .bool(let b) = arrays[place][k] { return b ? 1 : 0 }
        }
        return converted(arrays[place][k], kind)
    }

    /// The word of an element of another case than the array's declared type (which the general
    /// path's conversions do not make): an Int in a `[Double]` is its Double.
    private func converted(_ value: Value, _ kind: NumericKind) -> Int {
        switch (kind, value.unboxed) {
        case (.double, .int(let n)): Double(n).asWord
        case (_, let other): kind.word(of: other) ?? 0
        }
    }
}
