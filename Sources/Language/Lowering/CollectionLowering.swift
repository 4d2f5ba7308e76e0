import SwiftSyntax

extension Interpreter {
    /// `[a, b]`: each element in the context's expected type.
    package func lowerArray(_ e: ArrayExprSyntax, hint: Hint) -> LoweredExpression {
        let elements = e.elements.map { ExpressionCode(run: lowered($0.expression, hint: hint)) }
        return { i, scope in .array(unifyingNumbers(try i.typingImplicitMembers(try elements.map { try $0.run(i, scope) }, at: e))) }
    }

    /// `[key: value]`, and `[:]`.
    package func lowerDictionary(_ e: DictionaryExprSyntax, hint: Hint) -> LoweredExpression {
        guard case .elements(let list) = e.content else { return { _, _ in .dictionary(DictionaryValue()) } }
        let pairs = list.map { (key: ExpressionCode(run: lowered($0.key, hint: .none)), value: ExpressionCode(run: lowered($0.value, hint: hint))) }
        return { i, scope in
            var d = DictionaryValue()
            for pair in pairs { d[try pair.key.run(i, scope)] = try pair.value.run(i, scope) }
            d.values = unifyingNumbers(d.values)
            return .dictionary(d)
        }
    }

    /// `(a, label: b)`; a single unlabeled element in parentheses is that element.
    package func lowerTuple(_ e: TupleExprSyntax, hint: Hint) -> LoweredExpression {
        if e.elements.count == 1, let only = e.elements.first, only.label == nil { return lowered(only.expression, hint: hint) }
        let elements = e.elements.map { (label: $0.label?.text, code: ExpressionCode(run: lowered($0.expression, hint: .none))) }
        return { i, scope in .tuple(try elements.map { TupleElement(label: $0.label, value: try $0.code.run(i, scope)) }) }
    }

    /// `base[arguments]`: a subscript the learner's type declares, or an array's, dictionary's or
    /// string's. Counts its own step.
    package func lowerSubscript(_ e: SubscriptCallExprSyntax) -> LoweredExpression {
        let base = lowered(e.calledExpression, hint: .none)
        let labels = e.arguments.map { $0.label?.text }
        let arguments = e.arguments.map { ExpressionCode(run: lowered($0.expression, hint: .none)) }
        // `extension String { subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] } }`:
        // `self[…]` inside a subscript's own body is the collection's subscript (in Swift, its index
        // type differs; viewlab's String.Index is an Int, so the types cannot tell them apart).
        let isInOwnSubscript = e.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            && sequence(first: Syntax(e), next: { $0.parent }).contains { $0.is(SubscriptDeclSyntax.self) }
        /// What the learner's subscript gives, when their declarations give the value one of these labels.
        @inline(__always) func ownSubscript(_ i: Interpreter, _ value: Value, _ scope: Scope) throws -> Value? {
            guard !(isInOwnSubscript && i.isSequence(value)), let found = i.userSubscript(of: value, labels: labels) else { return nil }
            return try i.evaluateUserSubscript(found, on: value, e, in: scope)
        }
        // `items[i]`: one unlabeled argument, the commonest read, made without an argument array
        // (its code captured as it is, not as an optional unwrapped at each run).
        if labels == [nil] {
            let single = arguments[0]
            return { i, scope in
                try i.budget.step(i, at: e)
                let value = try base(i, scope)
                if let own = try ownSubscript(i, value, scope) { return own }
                let index = try single.run(i, scope)
                if case .array(let items) = value, case .int(let k) = index, items.indices.contains(k) { return items[k] }
                return try i.subscriptValue(value, [index], labels: labels, at: e)
            }
        }
        return { i, scope in
            try i.budget.step(i, at: e)
            let value = try base(i, scope)
            if let own = try ownSubscript(i, value, scope) { return own }
            return try i.subscriptValue(value, try arguments.map { try $0.run(i, scope) }, labels: labels, at: e)
        }
    }
}

extension Interpreter {
    /// `[Size.s, .l, .m]`: Swift types an array literal's `.l` by the other elements, so an implicit
    /// member among values of a type of the learner's is that type's.
    fileprivate func typingImplicitMembers(_ items: [Value], at node: ArrayExprSyntax) throws -> [Value] {
        guard items.contains(where: { if case .implicitMember = $0 { true } else { false } }),
              let typed = items.first(where: { switch $0.unboxed { case .enumCase, .instance, .object: true; default: false } }) else { return items }
        let type = typeName(of: typed)
        return try items.map { item in
            if case .implicitMember = item { try coerce(item, toTypeNamed: type, at: node) } else { item }
        }
    }
}

/// `[3, 0.5]` is `[Double]`: Swift types a literal's integers by the floating-point numbers beside
/// them (only literals can be: an Int variable among Doubles does not compile).
private func unifyingNumbers(_ items: [Value]) -> [Value] {
    guard items.contains(where: { if case .double = $0 { true } else { false } }),
          items.contains(where: { if case .int = $0 { true } else { false } }),
          items.allSatisfy({ switch $0 { case .int, .double: true; default: false } }) else { return items }
    return items.map { if case .int(let n) = $0 { .double(Double(n)) } else { $0 } }
}
