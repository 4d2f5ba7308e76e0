import SwiftSyntax

extension Interpreter {
    /// `for pattern in sequence where condition { … }`. Each iteration counts a step and has a scope
    /// of its own, so a closure made in the body captures that iteration's variables, as in Swift.
    package func lowerFor(_ node: ForStmtSyntax, label: String?) -> LoweredStatement {
        if node.tryKeyword != nil || node.awaitKeyword != nil {
            return loweredUnsupported(.forAwait(isThrowing: node.tryKeyword != nil), at: node)
        }
        let sequence = lowered(node.sequence, hint: .none)
        let bind = lowerLoopPattern(node.pattern)
        // `for i in 0..<n` with no `where`: each number bound to the name at once.
        let countedName = node.whereClause == nil ? node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
        let condition = node.whereClause.map { clause in (code: ExpressionCode(run: lowered(clause.condition, hint: .none)), node: clause.condition) }
        let body = loweredBlock(node.body.statements)
        let reusable = !Self.readsNamesItDeclares(node.body.statements)
        // `for x in parsed` of a collection of Optionals (`[Int?]`): each element is an Optional,
        // which `print` shows as `Optional(…)`.
        let elementName = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        let elementsSite = elementName != nil && Self.mayReadOptional(node.sequence) ? OptionalSite(node.sequence) : nil
        let tier = label == nil ? NumericLoopSite(StmtSyntax(node)) : nil
        return { i, scope in
            if let tier, try tier.run(i, in: scope) { return .normal }
            var previous: Scope?
            var optionalElements = false
            let iterate = { (element: Value) throws -> Completion? in
                try i.budget.step(i, at: node)
                let inner = Scope.iteration(after: &previous, in: scope, reusable: reusable)
                guard try bind(i, element, inner, scope) else { return nil }
                if optionalElements, let elementName { inner.lookupVariable(elementName)?.isDeclaredOptional = true }
                if let condition, !(try i.truth(condition.code.run(i, inner), at: condition.node)) { return nil }
                return Self.loopExit(try body(i, inner), label: label)
            }
            let value = try sequence(i, scope)
            if case .range(.int(let lo), .int(let hi), let closed) = value.unboxed {
                // A range of Int one number at a time, as Swift does, rather than as an array that
                // could pass the memory budget.
                try i.checkRangeSpan(lo, hi, closed: closed, at: node.sequence)
                if closed ? hi < lo : hi <= lo { return .normal }
                if let countedName {
                    for n in lo...(closed ? hi : hi - 1) {
                        try i.budget.step(i, at: node)
                        let inner = Scope.iteration(after: &previous, in: scope, reusable: reusable)
                        if !inner.variables.rebind(countedName, .int(n)) { inner.declare(countedName, .int(n)) }
                        if let exit = Self.loopExit(try body(i, inner), label: label) { return exit }
                    }
                    return .normal
                }
                for n in lo...(closed ? hi : hi - 1) {
                    if let exit = try iterate(.int(n)) { return exit }
                }
                return .normal
            }
            optionalElements = elementsSite?.readsOptionalElements(i, in: scope) == true
            for element in try i.elements(of: value, at: node.sequence) {
                if let exit = try iterate(element) { return exit }
            }
            return .normal
        }
    }

    /// Binds one element to a loop's pattern; false when it does not match (`for case .some(let x) in …`).
    private func lowerLoopPattern(_ pattern: PatternSyntax) -> (Interpreter, Value, Scope, Scope) throws -> Bool {
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            let name = p.identifier.text
            return { _, element, inner, _ in inner.declare(name, element.unboxed); return true }
        }
        if pattern.is(WildcardPatternSyntax.self) { return { _, _, _, _ in true } }
        // `for (index, drop) in drops.enumerated()`, `for (key, count) in counts`: each name bound to its
        // element as `match` binds it, without walking the pattern's syntax for every element.
        if let names = Self.namesOfFlatTuple(pattern) {
            return { i, element, inner, scope in
                guard case .tuple(let elements) = element.unboxed, elements.count == names.count else {
                    return try i.match(pattern: pattern, value: element, binding: inner, in: scope)
                }
                for (name, e) in zip(names, elements) { if let name { inner.declare(name, e.value.unboxed) } }
                return true
            }
        }
        return { i, element, inner, scope in try i.match(pattern: pattern, value: element, binding: inner, in: scope) }
    }

    /// The names of a tuple pattern of two or more names and `_`s (nil for a `_`), else nil.
    private static func namesOfFlatTuple(_ pattern: PatternSyntax) -> [String?]? {
        guard let tuple = pattern.as(TuplePatternSyntax.self), tuple.elements.count > 1 else { return nil }
        var names: [String?] = []
        for item in tuple.elements {
            if let p = item.pattern.as(IdentifierPatternSyntax.self) {
                names.append(p.identifier.text)
            } else if item.pattern.is(WildcardPatternSyntax.self) {
                names.append(nil)
            } else {
                return nil
            }
        }
        return names
    }

    package func lowerWhile(_ node: WhileStmtSyntax, label: String?) -> LoweredStatement {
        let conditions = loweredConditions(node.conditions)
        let body = loweredBlock(node.body.statements)
        let reusable = !Self.readsNamesItBinds(node.conditions) && !Self.readsNamesItDeclares(node.body.statements)
        let tier = label == nil ? NumericLoopSite(StmtSyntax(node)) : nil
        return { i, scope in
            if let tier, try tier.run(i, in: scope) { return .normal }
            var previous: Scope?
            while true {
                try i.budget.step(i, at: node)
                let inner = Scope.iteration(after: &previous, in: scope, reusable: reusable)
                guard try conditions(i, inner) else { return .normal }
                if let exit = Self.loopExit(try body(i, inner), label: label) { return exit }
            }
        }
    }

    package func lowerRepeat(_ node: RepeatStmtSyntax, label: String?) -> LoweredStatement {
        let body = loweredBlock(node.body.statements)
        let condition = lowered(node.condition, hint: .none)
        let reusable = !Self.readsNamesItDeclares(node.body.statements)
        return { i, scope in
            var previous: Scope?
            repeat {
                try i.budget.step(i, at: node)
                if let exit = Self.loopExit(try body(i, Scope.iteration(after: &previous, in: scope, reusable: reusable)), label: label) { return exit }
            } while try i.truth(condition(i, scope), at: node.condition)
            return .normal
        }
    }

    /// Whether a body declares a name that the declaration itself reads (`guard let first`, `let total
    /// = total + step`): the name read is the one outside, which a reused iteration scope would answer
    /// with the last iteration's variable, so such a loop makes a new scope an iteration. Any mention
    /// of the name counts (`let count = items.count` too): a new scope is never wrong.
    static func readsNamesItDeclares(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            if let guardStmt = item.item.as(GuardStmtSyntax.self) { return readsNamesItBinds(guardStmt.conditions) }
            guard let variables = item.item.as(VariableDeclSyntax.self) else { return false }
            return variables.bindings.contains { b in b.initializer.map { mentions($0.value, namesIn: b.pattern) } ?? false }
        }
    }

    /// The same for conditions that bind names (`while let node`, `guard let x = x?.next`).
    static func readsNamesItBinds(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            switch element.condition {
            case .optionalBinding(let b): b.initializer.map { mentions($0.value, namesIn: b.pattern) } ?? true
            case .matchingPattern(let m): mentions(m.initializer.value, namesIn: m.pattern)
            default: false
            }
        }
    }

    private static func mentions(_ expr: ExprSyntax, namesIn pattern: some SyntaxProtocol) -> Bool {
        let names = Set(pattern.tokens(viewMode: .sourceAccurate).compactMap { if case .identifier(let n) = $0.tokenKind { n } else { nil } })
        return expr.tokens(viewMode: .sourceAccurate).contains { if case .identifier(let n) = $0.tokenKind { names.contains(n) } else { false } }
    }

    /// What a loop does after its body: nil to go on (normal end or `continue`), or how the loop
    /// itself ends (`break` of this loop is a normal end; `return` and outer labels pass through).
    package static func loopExit(_ completion: Completion, label: String?) -> Completion? {
        switch completion {
        case .normal, .continueLoop(nil): return nil
        case .continueLoop(let l) where l == label: return nil
        case .breakLoop(nil): return .normal
        case .breakLoop(let l) where l == label: return .normal
        case let other: return other
        }
    }
}
