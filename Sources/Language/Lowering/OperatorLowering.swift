import SwiftSyntax
import ViewlabModel

extension Interpreter {
    package func lowerInfix(_ e: InfixOperatorExprSyntax, hint: Hint) -> LoweredNode {
        if e.operator.is(AssignmentExprSyntax.self) { return .code(lowerAssignment(e)) }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return .code(loweredUnsupported(.operatorExpression, at: e.operator))
        }
        let lhsNode = e.leftOperand, rhsNode = e.rightOperand
        switch op {
        case "&&", "||":
            let lhs = lowered(lhsNode, hint: .none), rhs = lowered(rhsNode, hint: .none)
            let shortCircuit = op == "||"
            return .code { i, scope in
                let l = try lhs(i, scope)
                if case .unknown = l.unboxed { return l }
                if try i.truth(l, at: lhsNode) == shortCircuit { return .bool(shortCircuit) }
                return .bool(try i.truth(rhs(i, scope), at: rhsNode))
            }
        case "??":
            let lhs = lowered(lhsNode, hint: hint), rhs = lowered(rhsNode, hint: hint)
            return .code { i, scope in
                let l = try lhs(i, scope)
                guard l.unboxed.isNil else { return l.unboxed }
                // `(tip ?? 0) / 100` with `tip: Double?`, `parse(s) ?? -1` with `func parse(…) -> Double?`,
                // `model.ratio() ?? 1`: the default is the Optional's wrapped type.
                let r = try rhs(i, scope)
                guard let declared = i.declaredValueType(of: lhsNode, in: scope) else { return r }
                return i.conformed(r, to: i.unwrapped(declared), at: rhsNode)
            }
        case "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "&+=", "&-=", "&*=", "|=", "&=", "^=", "<<=", ">>=":
            return .counted(lowerCompoundAssignment(e, operator: String(op.dropLast())))
        default:
            // `5 / 2 * 2.0` is 5.0 and `1 / 2 == 0.5` true: Swift gives every literal of an arithmetic
            // expression (or of a comparison's sides) one type, a floating-point one when one of them is.
            let arithmetic = Self.arithmeticOperators.contains(op)
            let floating = (arithmetic || Self.comparisonOperators.contains(op)) && Self.holdsFloatLiteral(ExprSyntax(e))
            let operandHint: Hint = floating ? .double : arithmetic ? hint : .none
            let lhs = lowered(lhsNode, hint: operandHint)
            let rhs = HintedOperand(rhsNode, lowering: self)
            let fast = NumericOperator(rawValue: op)
            // `2 * x`, `1 / 2 * x` with `x` a Double: integer literals on the left are Doubles too (Swift
            // types them by the whole expression), so that left side is evaluated after the right one,
            // as a Double when the right one is. It has no effect to reorder.
            let literalLeft = Self.evaluatesRightFirst(e, op, hint: hint) ? lowered(lhsNode, hint: .double) : nil
            let general: LoweredExpression = { i, scope in
                try i.budget.step(i, at: e)
                let l: Value, r: Value
                if let literalLeft {
                    r = try rhs.evaluate(i, scope, hint: operandHint)
                    l = try (r.unboxed.isDouble ? literalLeft : lhs)(i, scope)
                } else {
                    l = try lhs(i, scope)
                    // A Double on the left makes an integer literal on the right a Double, an Int an Int:
                    // in `CGFloat(index % 3)` the 3 is an Int whatever the call expects.
                    r = try rhs.evaluate(i, scope, hint: l.isDouble ? .double : l.isInt ? .none : operandHint)
                }
                if let fast, let result = fast.apply(l, r) { return result }
                return try i.binary(op, l, r, at: e)
            }
            // Captured as it is, not as an optional unwrapped at each run (which retained it).
            guard let island = ArithmeticIsland(ExprSyntax(e), hint: hint) else { return .counted(general) }
            return .counted { i, scope in try island.value(i, scope) ?? general(i, scope) }
        }
    }

    /// Whether the left side of `e`, integer literals only, is evaluated after its right side (it
    /// is a Double when that is): in an arithmetic operation or a comparison whose operands no
    /// floating-point literal or Double context makes Doubles already.
    package static func evaluatesRightFirst(_ e: InfixOperatorExprSyntax, _ op: String, hint: Hint) -> Bool {
        let arithmetic = arithmeticOperators.contains(op)
        guard arithmetic || comparisonOperators.contains(op) else { return false }
        let operandHint: Hint = holdsFloatLiteral(ExprSyntax(e)) ? .double : arithmetic ? hint : .none
        return operandHint != .double && isIntegerLiteralArithmetic(e.leftOperand)
    }

    private static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%"]
    private static let comparisonOperators: Set<String> = ["<", ">", "<=", ">=", "==", "!="]

    /// Whether `e` is integer literals only, with arithmetic, parentheses and negation (`1 / 2`).
    package static func isIntegerLiteralArithmetic(_ e: ExprSyntax) -> Bool {
        operands(of: e, throughComparisons: false).allSatisfy { $0.is(IntegerLiteralExprSyntax.self) }
    }

    /// Whether a floating-point literal is among the operands of an arithmetic expression and of the
    /// comparisons around it (not inside a call, whose parameter types its arguments).
    static func holdsFloatLiteral(_ e: ExprSyntax) -> Bool {
        operands(of: e, throughComparisons: true).contains { $0.is(FloatLiteralExprSyntax.self) }
    }

    /// The operands of an arithmetic expression, through parentheses and negation, and through
    /// comparisons when asked: `(1 + x) * -2.0` has 1, `x` and 2.0.
    package static func operands(of e: ExprSyntax, throughComparisons: Bool) -> [ExprSyntax] {
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           arithmeticOperators.contains(op) || throughComparisons && comparisonOperators.contains(op) {
            return operands(of: infix.leftOperand, throughComparisons: throughComparisons)
                + operands(of: infix.rightOperand, throughComparisons: throughComparisons)
        }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first!.label == nil {
            return operands(of: tuple.elements.first!.expression, throughComparisons: throughComparisons)
        }
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return operands(of: prefix.expression, throughComparisons: throughComparisons)
        }
        return [e]
    }

    /// `x = value`. An integer literal stored into a Double variable is a Double (`x = 5` stores 5.0).
    private func lowerAssignment(_ e: InfixOperatorExprSyntax) -> LoweredExpression {
        let target = e.leftOperand
        let value = HintedOperand(e.rightOperand, lowering: self)
        if target.is(DiscardAssignmentExprSyntax.self) {
            return { i, scope in _ = try value.evaluate(i, scope, hint: .none); return .void }
        }
        let variable = target.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap { $0 == "self" ? nil : $0 }
        let slot = LocalSlot()
        let element = lowerArrayElementWrite(target, value, at: e)
        let field = FieldTarget(target)
        let read = field.map { _ in lowered(target, hint: .none) }
        // `ctx.opacity = drop.life - now`: a value no contextual type changes needs no read of the target.
        let readsTarget = !Self.ignoresContextualType(e.rightOperand)
        return { i, scope in
            if let element, try element(i, scope) { return .void }
            if let variable, let ref = i.plainVariable(variable, slot, in: scope) {
                let v = try value.evaluate(i, scope, hint: ref.value.isDouble ? .double : .none)
                ref.value = ref.declaredType == nil ? i.typed(v, like: ref.value, at: e) : i.conformed(v, toDeclaredTypeOf: ref, at: e)
                return .void
            }
            // The target may not be readable yet (a property an initializer is about to set): then no
            // hint. A computed property is not read: its setter takes the value conformed to its type.
            let current = readsTarget && field?.namesComputedProperty(i, in: scope) != true
                ? try? (read.map { try $0(i, scope) } ?? i.evaluate(target, in: scope)) : nil
            let v = try value.evaluate(i, scope, hint: current?.unboxed.isDouble == true ? .double : .none)
            if let field, try field.write(v, i, in: scope) { return .void }
            try i.assign(v, to: target, in: scope)
            return .void
        }
    }

    /// Whether an expression has the same value whatever type its context expects: names, members of
    /// a written base, floating-point and Boolean literals, and operators over those. An integer
    /// literal (`5` is 5.0 where a Double is expected), an implicit member or a call may not.
    static func ignoresContextualType(_ e: ExprSyntax) -> Bool {
        switch e.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr, .floatLiteralExpr, .booleanLiteralExpr: true
        // The base is evaluated with no contextual type, and a member's value does not take one.
        case .memberAccessExpr(let m): m.base != nil
        case .infixOperatorExpr(let i):
            i.operator.is(BinaryOperatorExprSyntax.self) && ignoresContextualType(i.leftOperand) && ignoresContextualType(i.rightOperand)
        case .prefixOperatorExpr(let p): ignoresContextualType(p.expression)
        case .tupleExpr(let t): t.elements.count == 1 && t.elements.first!.label == nil && ignoresContextualType(t.elements.first!.expression)
        default: false
        }
    }

    /// `best[end] = cost` on a plain local or global array variable, an index in range: the element is
    /// written where the variable holds the array, which lets go of it meanwhile so that it is not
    /// copied. The index is evaluated once, before the value, as Swift does. False (nothing written)
    /// for any other target or value, which the general path (`assign`) writes or reports.
    private func lowerArrayElementWrite(_ target: ExprSyntax, _ value: HintedOperand, at e: InfixOperatorExprSyntax) -> ((Interpreter, Scope) throws -> Bool)? {
        guard let sub = target.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1, sub.arguments.first!.label == nil,
              sub.trailingClosure == nil, let name = sub.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name != "self" else { return nil }
        let index = lowered(sub.arguments.first!.expression, hint: .none)
        let slot = LocalSlot()
        // The element read out without keeping the array, which would make the write copy it.
        func element(of value: Value, at k: Int) -> Value? {
            if case .array(let items) = value, items.indices.contains(k) { items[k] } else { nil }
        }
        return { i, scope in
            guard !i.declaresSubscripts, let ref = i.plainVariable(name, slot, in: scope), case .array = ref.value,
                  case .int(let k) = try index(i, scope), let current = element(of: ref.value, at: k) else { return false }
            let v = i.typed(try value.evaluate(i, scope, hint: current.isDouble ? .double : .none), like: current, at: e)
            let written = i.declaredShapes.shape(ofVariable: ref).map { i.conformed(v, asElementOf: $0, at: e) } ?? v
            guard case .array(var items) = ref.value, items.indices.contains(k) else { return false }
            ref.value = .void
            items[k] = written
            ref.value = .array(items)
            return true
        }
    }

    /// `x += value`: the target is read once; a Double target makes an integer literal on the right a
    /// Double. Its code counts its own step, as a closure around it would (one closure call fewer a run).
    private func lowerCompoundAssignment(_ e: InfixOperatorExprSyntax, operator op: String) -> LoweredExpression {
        let target = e.leftOperand
        let read = lowered(target, hint: .none)
        let value = HintedOperand(e.rightOperand, lowering: self)
        let fast = NumericOperator(rawValue: op)
        let appends = op == "+"
        let variable = target.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap { $0 == "self" ? nil : $0 }
        let slot = LocalSlot()
        let field = FieldTarget(target)
        // `counts[key] += 1`, `self.grid[i] *= 2`.
        let element = target.as(SubscriptCallExprSyntax.self).flatMap { Self.isNamedStorage($0.calledExpression) ? $0 : nil }.map {
            ElementTarget($0, lowering: self)
        }
        func general(_ i: Interpreter, _ scope: Scope) throws -> Value {
            if let element, let (args, current) = try i.readElement(element.sub, element.container, element.arguments, element.labels, in: scope) {
                let rhs = try value.evaluate(i, scope, hint: current.unboxed.isDouble ? .double : .none)
                let result = try fast?.apply(current, rhs) ?? i.binary(op, current, rhs, at: e)
                let write: (inout Value) throws -> Void = { $0 = i.typed(result, like: $0, at: target) }
                if let name = element.variable, let ref = i.plainVariable(name, slot, in: scope) {
                    try i.modifyElement(ofVariable: ref, args, at: element.sub, write)
                } else {
                    try i.modify(subscript: element.sub, args, in: scope, as: .mutatingOperator, write)
                }
                return .void
            }
            if let variable, let ref = i.plainVariable(variable, slot, in: scope) {
                let rhs = try value.evaluate(i, scope, hint: ref.value.isDouble ? .double : .none)
                // A string is appended where the variable holds it, before numbers are tried.
                if appends, case .string(let added) = rhs, try i.appendString(added, to: &ref.value, at: e) { return .void }
                if let result = fast?.apply(ref.value, rhs) { ref.value = result; return .void }
                // `xs += [1, 2]` on a `[Double]`: the new elements take the declared type.
                let result = try i.binary(op, ref.value, rhs, at: e)
                ref.value = i.conformed(result, toDeclaredTypeOf: ref, at: e)
                return .void
            }
            if let field, try field.update(i, in: scope, { try value.evaluate(i, scope, hint: $0) },
                                           { try fast?.apply($0, $1) ?? i.binary(op, $0, $1, at: e) }) {
                return .void
            }
            let current = try read(i, scope)
            let rhs = try value.evaluate(i, scope, hint: current.unboxed.isDouble ? .double : .none)
            let result = try fast?.apply(current, rhs) ?? i.binary(op, current, rhs, at: e)
            if let field, try field.write(result, i, in: scope) { return .void }
            try i.assign(result, to: target, in: scope, as: .mutatingOperator)
            return .void
        }
        // `counts[word, default: 0] += 1` on a variable holding a dictionary: the entry changed where
        // the variable holds it (the element and the name captured as they are, not unwrapped at each run).
        guard let element, element.namesDictionaryEntry, let name = element.variable else {
            return { i, scope in
                try i.budget.step(i, at: e)
                return try general(i, scope)
            }
        }
        return { i, scope in
            try i.budget.step(i, at: e)
            if let ref = i.plainVariable(name, slot, in: scope), try i.modifyEntry(ofVariable: ref, element, in: scope, { current in
                let rhs = try value.evaluate(i, scope, hint: current.unboxed.isDouble ? .double : .none)
                return i.typed(try fast?.apply(current, rhs) ?? i.binary(op, current, rhs, at: e), like: current, at: target)
            }) {
                return .void
            }
            return try general(i, scope)
        }
    }

    package func lowerPrefix(_ e: PrefixOperatorExprSyntax, hint: Hint) -> LoweredExpression {
        let op = e.operator.text
        let operand = lowered(e.expression, hint: hint)
        return { i, scope in
            let v = try operand(i, scope)
            switch (op, v.unboxed) {
            case ("-", .int(let n)):
                let (r, overflow) = Int(0).subtractingReportingOverflow(n)
                if overflow { throw i.error(.overflow, at: e) }
                return .int(r)
            case ("-", .double(let d)): return .double(-d)
            // `-.infinity`, `-.pi`: a number's constant, negated (the frame article L503–508).
            case ("-", .implicitMember(let name, nil)) where i.doubleConstant(name) != nil: return .double(-i.doubleConstant(name)!)
            case ("+", .int), ("+", .double): return v
            case ("!", .bool(let b)): return .bool(!b)
            case ("...", _), ("..<", _):
                // `...DynamicTypeSize.large`, `..<3`: a range with no lower bound (PartialRangeThrough, PartialRangeUpTo).
                return .range(lower: .nilValue, upper: v, closed: op == "...")
            case ("~", .int(let n)): return .int(~n)
            case (_, .unknown): return v
            default:
                if let result = try i.userPrefixOperator(op, v, at: e) { return result }
                // SwiftUI's `prefix func - (Angle) -> Angle`: `.rotationEffect(-turn)`.
                if op == "-", let angle = i.toAngle(v) { return .swiftUI(.angle(Angle(radians: -angle.radians))) }
                throw i.error(.unaryOperatorType, op, i.typeName(of: v), at: e)
            }
        }
    }
}

/// An operand whose contextual type is known only when it runs (the right of `a + 1` is a Double
/// when `a` is): lowered for each contextual type on first use.
package final class HintedOperand {
    private let expr: ExprSyntax
    /// The code with no contextual type, lowered with the site: a `let`, which a run reads without
    /// retaining it (the hint most runs take).
    private let plain: LoweredExpression
    // Set once, then only read: no access spans a call.
    @exclusivity(unchecked) private var double: ExpressionCode?
    package init(_ expr: ExprSyntax, lowering i: Interpreter) { self.expr = expr; plain = i.lowered(expr, hint: .none) }

    package func evaluate(_ i: Interpreter, _ scope: Scope, hint: Hint) throws -> Value {
        switch hint {
        case .none:
            return try plain(i, scope)
        case .double:
            if double == nil { double = ExpressionCode(run: i.lowered(expr, hint: .double)) }
            return try double!.run(i, scope)
        }
    }
}

extension Value {
    package var isDouble: Bool { if case .double = self { true } else { false } }
    package var isInt: Bool { if case .int = self { true } else { false } }
}

extension Interpreter {
    /// `counts[key, default: 0] += 1` on an array or a dictionary: the arguments evaluated once and the
    /// element read with them, for the write to use the same (Swift evaluates `a[next()] += 1`'s
    /// `next()` once). The container is let go of before this returns, so that the write changes it
    /// in place. nil for any other container, whose subscript may be the learner's.
    fileprivate func readElement(_ sub: SubscriptCallExprSyntax, _ container: LoweredExpression, _ arguments: [ExpressionCode],
                               _ labels: [String?], in scope: Scope) throws -> (args: [Argument], current: Value)? {
        let value = try container(self, scope)
        switch value.unboxed {
        case .array, .dictionary: break
        default: return nil
        }
        guard userSubscript(of: value, labels: labels) == nil else { return nil }
        let args = try zip(labels, arguments).map { Argument(label: $0, value: try $1.run(self, scope)) }
        return (args, try subscriptValue(value, args.map(\.value), labels: labels, at: sub))
    }
}
