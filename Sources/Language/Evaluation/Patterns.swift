import SwiftSyntax

extension Interpreter {
    /// The first case whose pattern matches, with its bindings.
    package func matchSwitchCase(_ node: SwitchExprSyntax, subject: Value, in scope: Scope) throws -> (SwitchCaseSyntax, Scope)? {
        for element in node.cases {
            guard case .switchCase(let c) = element else {
                throw unsupported(.ifConfigInSwitch, at: element)
            }
            switch c.label {
            case .default:
                return (c, Scope(parent: scope))
            case .case(let label):
                for item in label.caseItems {
                    let caseScope = Scope(parent: scope)
                    guard try match(pattern: item.pattern, value: subject, binding: caseScope, in: scope) else { continue }
                    if let whereClause = item.whereClause {
                        guard try truth(evaluate(whereClause.condition, in: caseScope), at: whereClause.condition) else { continue }
                    }
                    return (c, caseScope)
                }
            }
        }
        if isShapeMode { return nil }
        throw error(.switchNoMatch, describe(subject), at: node.subject,
                    notes: [note(.switchExhaustive)])
    }

    /// Matches a pattern (`case .loaded(let x)`, `(i, item)`, `1...5`, `_`) against a value, declaring
    /// the names it binds in `binding`.
    package func match(pattern: PatternSyntax, value: Value, binding: Scope, in scope: Scope, bindsNames: Bool = true) throws -> Bool {
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            binding.declare(p.identifier.text, value.unboxed)
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let p = pattern.as(ValueBindingPatternSyntax.self) {
            return try match(pattern: p.pattern, value: value, binding: binding, in: scope, bindsNames: true)
        }
        if let p = pattern.as(TuplePatternSyntax.self) {
            let items = Array(p.elements)
            guard case .tuple(let elements) = value.unboxed, elements.count == items.count else {
                if items.count == 1 { return try match(pattern: items[0].pattern, value: value, binding: binding, in: scope) }
                return false
            }
            for (item, element) in zip(items, elements) where !(try match(pattern: item.pattern, value: element.value, binding: binding, in: scope)) {
                return false
            }
            return true
        }
        if let p = pattern.as(ExpressionPatternSyntax.self) {
            return try match(expression: p.expression, value: value, binding: binding, in: scope, bindsNames: bindsNames)
        }
        if let p = pattern.as(IsTypePatternSyntax.self) {
            return isInstance(value, of: p.type)
        }
        throw unsupported(.pattern, at: pattern)
    }

    /// A value of an enum with cases of its own (which may be named `some` too).
    private func isEnumCaseValue(_ value: Value) -> Bool { if case .enumCase = value { true } else { false } }

    private func match(expression expr: ExprSyntax, value: Value, binding: Scope, in scope: Scope, bindsNames: Bool) throws -> Bool {
        // `completion(.success(1))` through a closure parameter: a case viewlab has not typed, matched by its name and payload.
        let value = if case .implicitMember(let name, let args?) = value.unboxed {
            Value.enumCase(EnumCase(typeName: "", name: name, associated: args.map { TupleElement(label: $0.label, value: $0.value) }))
        } else { value.unboxed }
        if let p = expr.as(PatternExprSyntax.self) {
            return try match(pattern: p.pattern, value: value, binding: binding, in: scope)
        }
        if expr.is(DiscardAssignmentExprSyntax.self) { return true }
        if let cast = expr.as(AsExprSyntax.self) {
            // `case let n as Int`, `catch let e as MyError`: a value of that type, bound to the inner pattern.
            guard isInstance(value, of: cast.type) else { return false }
            return try match(expression: cast.expression, value: value, binding: binding, in: scope, bindsNames: bindsNames)
        }
        if let o = expr.as(OptionalChainingExprSyntax.self) {
            if value.isNil { return false }
            return try match(expression: o.expression, value: value, binding: binding, in: scope, bindsNames: bindsNames)
        }
        // Optional's own cases: `case .none` is nil, `case .some(let x)` any other value (`Optional<Wrapped>`).
        if let m = expr.as(MemberAccessExprSyntax.self), m.base == nil, m.declName.baseName.text == "none", !isEnumCaseValue(value) { return value.isNil }
        if let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil,
           m.declName.baseName.text == "some", call.arguments.count == 1, !isEnumCaseValue(value) {
            if value.isNil { return false }
            return try match(expression: call.arguments.first!.expression, value: value, binding: binding, in: scope, bindsNames: bindsNames)
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            let items = Array(tuple.elements)
            if items.count == 1 { return try match(expression: items[0].expression, value: value, binding: binding, in: scope, bindsNames: bindsNames) }
            guard case .tuple(let elements) = value, elements.count == items.count else { return false }
            for (item, element) in zip(items, elements)
            where !(try match(expression: item.expression, value: element.value, binding: binding, in: scope, bindsNames: bindsNames)) {
                return false
            }
            return true
        }
        if let member = expr.as(MemberAccessExprSyntax.self), case .enumCase(let c) = value {
            return member.declName.baseName.text == c.name
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard case .enumCase(let c) = value, member.declName.baseName.text == c.name else {
                if value.isNil, member.declName.baseName.text == "some" { return false }
                if member.declName.baseName.text == "some", let first = call.arguments.first {
                    return try match(expression: first.expression, value: value, binding: binding, in: scope, bindsNames: bindsNames)
                }
                return false
            }
            let arguments = Array(call.arguments)
            guard arguments.count == c.associated.count else { return false }
            for (argument, element) in zip(arguments, c.associated)
            where !(try match(expression: argument.expression, value: element.value, binding: binding, in: scope, bindsNames: bindsNames)) {
                return false
            }
            return true
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self), bindsNames, scope.lookupVariable(ref.baseName.text) == nil,
           !ref.baseName.text.first!.isUppercase {
            binding.declare(ref.baseName.text, value)
            return true
        }
        let candidate = try evaluate(expr, in: scope)
        if case .range = candidate.unboxed, !isRange(value) { return try rangeContains(candidate, value, at: expr) }
        return try equal(candidate, value, at: expr)
    }

    private func isRange(_ value: Value) -> Bool { if case .range = value { true } else { false } }

    package func rangeContains(_ range: Value, _ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case .range(let lower, let upper, let closed) = range.unboxed else { return false }
        if lower.isNil || upper.isNil {
            // A one-sided range: `case ...0:`, `case 100...:`.
            let aboveLower = try lower.isNil || truth(binary("<=", lower, value, at: node), at: node)
            let belowUpper = try upper.isNil || truth(binary(closed ? "<=" : "<", value, upper, at: node), at: node)
            return aboveLower && belowUpper
        }
        guard let v = number(value), let lo = number(lower), let hi = number(upper) else {
            if case .string(let s) = value, case .string(let l) = lower, case .string(let u) = upper {
                return s >= l && (closed ? s <= u : s < u)
            }
            return false
        }
        return v >= lo && (closed ? v <= hi : v < hi)
    }
}

extension Scope {
    package func lookupVariable(_ name: String) -> Ref? { variables[name] ?? parent?.lookupVariable(name) }
}

/// Swift's `==` for the values viewlab has: synthesized equality for structs and enums, identity for
/// class instances.
package func valuesEqual(_ a: Value, _ b: Value) -> Bool {
    // Two Ints or two strings (a dictionary's keys), told before the pair below is made of copies.
    if case .int(let x) = a, case .int(let y) = b { return x == y }
    if case .string(let x) = a, case .string(let y) = b { return x == y }
    switch (a.unboxed, b.unboxed) {
    case (.int(let x), .int(let y)): return x == y
    case (.int, .double), (.double, .int), (.double, .double): return number(a) == number(b)
    case (.bool(let x), .bool(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.nilValue, .nilValue), (.void, .void): return true
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy(valuesEqual)
    case (.tuple(let x), .tuple(let y)): return x.count == y.count && zip(x, y).allSatisfy { valuesEqual($0.value, $1.value) }
    case (.dictionary(let x), .dictionary(let y)):
        return x.keys.count == y.keys.count && zip(x.keys, x.values).allSatisfy { k, v in y[k].map { valuesEqual($0, v) } ?? false }
    case (.enumCase(let x), .enumCase(let y)):
        return x.name == y.name && x.associated.count == y.associated.count
            && zip(x.associated, y.associated).allSatisfy { valuesEqual($0.value, $1.value) }
    case (.enumCase(let x), .implicitMember(let name, let args)), (.implicitMember(let name, let args), .enumCase(let x)):
        // `state == .loaded(items)`: the case by its name, and its payload value by value.
        guard let args else { return x.name == name }
        return x.name == name && x.associated.count == args.count && zip(x.associated, args).allSatisfy { valuesEqual($0.value, $1.value) }
    case (.implicitMember(let x, let a), .implicitMember(let y, let b)):
        return x == y && (a?.count ?? 0) == (b?.count ?? 0) && zip(a ?? [], b ?? []).allSatisfy { valuesEqual($0.value, $1.value) }
    case (.instance(let x), .instance(let y)):
        return x.typeName == y.typeName && x.order == y.order && x.order.allSatisfy { valuesEqual(x.fields[$0]!, y.fields[$0]!) }
    case (.object(let x), .object(let y)): return x === y
    case (.range(let l1, let u1, let c1), .range(let l2, let u2, let c2)): return c1 == c2 && valuesEqual(l1, l2) && valuesEqual(u1, u2)
    case (.metatype(let x), .metatype(let y)): return x == y
    case (.keyPath(let x), .keyPath(let y)): return x == y
    case (.swiftUI(let x), .swiftUI(let y)): return swiftUIDescription(x) == swiftUIDescription(y)
    case (.view(.color(let x)), .view(.color(let y))): return x == y
    case (.view(.color(let x)), .implicitMember(let name, nil)), (.implicitMember(let name, nil), .view(.color(let x))):
        return x.name == name
    case (.swiftUI(.alignmentKey(let k)), .implicitMember(let name, nil)), (.implicitMember(let name, nil), .swiftUI(.alignmentKey(let k))):
        // `guide == .leading` in a layout's explicitAlignment.
        return k.description == "." + name
    default: return false
    }
}

/// The numeric value of an Int or Double.
package func number(_ value: Value) -> Double? {
    switch value.unboxed {
    case .int(let i): Double(i)
    case .double(let d): d
    default: nil
    }
}
