import SwiftSyntax

extension Interpreter {
    func executeBlock(_ items: CodeBlockItemListSyntax, in scope: Scope) throws -> Completion {
        for item in items {
            let completion = try execute(item, in: scope)
            if case .normal = completion { continue }
            return completion
        }
        return .normal
    }

    func execute(_ item: CodeBlockItemSyntax, in scope: Scope) throws -> Completion {
        try budget.step(self, at: item)
        switch item.item {
        case .decl(let decl):
            try declare(decl, in: scope)
            return .normal
        case .stmt(let stmt):
            return try execute(stmt, in: scope)
        case .expr(let expr):
            return try executeExpressionStatement(expr, in: scope)
        }
    }

    /// `if` and `switch` written as statements pass `return`, `break` and `continue` on.
    func executeExpressionStatement(_ expr: ExprSyntax, in scope: Scope) throws -> Completion {
        if let ifExpr = expr.as(IfExprSyntax.self) { return try executeIf(ifExpr, in: scope) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try executeSwitch(switchExpr, in: scope) }
        _ = try evaluate(expr, in: scope)
        return .normal
    }

    func execute(_ stmt: StmtSyntax, in scope: Scope) throws -> Completion {
        if let s = stmt.as(ExpressionStmtSyntax.self) { return try executeExpressionStatement(s.expression, in: scope) }
        if let s = stmt.as(ReturnStmtSyntax.self) {
            return .returned(try s.expression.map { try evaluate($0, in: scope) } ?? .void)
        }
        if let s = stmt.as(GuardStmtSyntax.self) {
            if try evaluateConditions(s.conditions, binding: scope, in: scope) { return .normal }
            let completion = try executeBlock(s.body.statements, in: Scope(parent: scope))
            if case .normal = completion {
                throw error("'guard' body must not fall through; use 'return', 'break' or 'continue'", at: s.body)
            }
            return completion
        }
        if let s = stmt.as(ForStmtSyntax.self) { return try executeFor(s, label: nil, in: scope) }
        if let s = stmt.as(WhileStmtSyntax.self) { return try executeWhile(s, label: nil, in: scope) }
        if let s = stmt.as(RepeatStmtSyntax.self) { return try executeRepeat(s, label: nil, in: scope) }
        if let s = stmt.as(BreakStmtSyntax.self) { return .breakLoop(s.label?.text) }
        if let s = stmt.as(ContinueStmtSyntax.self) { return .continueLoop(s.label?.text) }
        if let s = stmt.as(LabeledStmtSyntax.self) {
            let label = s.label.text
            if let f = s.statement.as(ForStmtSyntax.self) { return try executeFor(f, label: label, in: scope) }
            if let w = s.statement.as(WhileStmtSyntax.self) { return try executeWhile(w, label: label, in: scope) }
            if let r = s.statement.as(RepeatStmtSyntax.self) { return try executeRepeat(r, label: label, in: scope) }
            let completion = try execute(s.statement, in: scope)
            if case .breakLoop(label) = completion { return .normal }
            return completion
        }
        if let s = stmt.as(DoStmtSyntax.self) { return try executeDo(s, in: scope) }
        if let s = stmt.as(ThrowStmtSyntax.self) { return try executeThrow(s, in: scope) }
        throw unsupported("'\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "this")' statements", at: stmt)
    }

    func executeIf(_ node: IfExprSyntax, in scope: Scope) throws -> Completion {
        let inner = Scope(parent: scope)
        if try evaluateConditions(node.conditions, binding: inner, in: scope) {
            return try executeBlock(node.body.statements, in: inner)
        }
        switch node.elseBody {
        case .ifExpr(let elseIf): return try executeIf(elseIf, in: scope)
        case .codeBlock(let block): return try executeBlock(block.statements, in: Scope(parent: scope))
        case nil: return .normal
        }
    }

    func executeSwitch(_ node: SwitchExprSyntax, in scope: Scope) throws -> Completion {
        let subject = try evaluate(node.subject, in: scope)
        guard let (caseSyntax, caseScope) = try matchSwitchCase(node, subject: subject, in: scope) else { return .normal }
        let completion = try executeBlock(caseSyntax.statements, in: caseScope)
        if case .breakLoop(nil) = completion { return .normal }
        return completion
    }

    /// The first case whose pattern matches, with its bindings.
    func matchSwitchCase(_ node: SwitchExprSyntax, subject: Value, in scope: Scope) throws -> (SwitchCaseSyntax, Scope)? {
        for element in node.cases {
            guard case .switchCase(let c) = element else {
                throw unsupported("'#if' inside 'switch'", at: element)
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
        throw error("no case of this 'switch' matches \(describe(subject))", at: node.subject,
                    notes: ["Swift requires a switch to be exhaustive; add the missing case or a 'default'"])
    }

    /// Conditions of `if`, `guard` and `while`: expressions, `let` bindings and `case` patterns.
    /// Bindings go into `binding`.
    func evaluateConditions(_ conditions: ConditionElementListSyntax, binding: Scope, in scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expr):
                if !(try truth(evaluate(expr, in: binding), at: expr)) { return false }
            case .optionalBinding(let b):
                let name = b.pattern.trimmedDescription
                let value: Value
                if let initializer = b.initializer {
                    value = try evaluate(initializer.value, in: binding)
                } else {
                    value = try lookup(name, at: b.pattern, in: binding)
                }
                let unwrapped = value.unboxed
                if unwrapped.isNil { return false }
                if case .unknown = unwrapped, !isShapeMode { return false }
                let typed = try b.typeAnnotation.map { try coerce(unwrapped, to: $0.type) } ?? unwrapped
                binding.declare(name, typed, constant: b.bindingSpecifier.tokenKind == .keyword(.let))
            case .matchingPattern(let m):
                let value = try evaluate(m.initializer.value, in: binding)
                if !(try match(pattern: m.pattern, value: value, binding: binding, in: binding)) { return false }
            case .availability:
                // `#available` is true: viewlab simulates the newest platform it models.
                continue
            @unknown default:
                throw unsupported("this kind of condition", at: element)
            }
        }
        return true
    }

    func truth(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch value.unboxed {
        case .bool(let b): return b
        case .unknown: return true
        default: throw error("a condition must be a Bool, not \(typeName(of: value))", at: node)
        }
    }

    private func executeFor(_ node: ForStmtSyntax, label: String?, in scope: Scope) throws -> Completion {
        if node.tryKeyword != nil || node.awaitKeyword != nil { throw unsupported("'for try await'", at: node) }
        let sequence = try iteration(of: evaluate(node.sequence, in: scope), at: node.sequence)
        for element in sequence {
            try budget.step(self, at: node)
            let inner = Scope(parent: scope)
            guard try match(pattern: node.pattern, value: element, binding: inner, in: scope) else { continue }
            if let whereClause = node.whereClause,
               !(try truth(evaluate(whereClause.condition, in: inner), at: whereClause.condition)) { continue }
            if let exit = loopExit(try executeBlock(node.body.statements, in: inner), label: label) { return exit }
        }
        return .normal
    }

    /// What a loop does after its body: nil to go on (normal end or `continue`), or how the loop
    /// itself ends (`break` of this loop is a normal end; `return` and outer labels pass through).
    private func loopExit(_ completion: Completion, label: String?) -> Completion? {
        switch completion {
        case .normal, .continueLoop(nil): return nil
        case .continueLoop(let l) where l == label: return nil
        case .breakLoop(nil): return .normal
        case .breakLoop(let l) where l == label: return .normal
        case let other: return other
        }
    }

    private func executeWhile(_ node: WhileStmtSyntax, label: String?, in scope: Scope) throws -> Completion {
        while true {
            try budget.step(self, at: node)
            let inner = Scope(parent: scope)
            guard try evaluateConditions(node.conditions, binding: inner, in: scope) else { return .normal }
            if let exit = loopExit(try executeBlock(node.body.statements, in: inner), label: label) { return exit }
        }
    }

    private func executeRepeat(_ node: RepeatStmtSyntax, label: String?, in scope: Scope) throws -> Completion {
        repeat {
            try budget.step(self, at: node)
            if let exit = loopExit(try executeBlock(node.body.statements, in: Scope(parent: scope)), label: label) { return exit }
        } while try truth(evaluate(node.condition, in: scope), at: node.condition)
        return .normal
    }

    /// What a `for` loop walks: a range of Int one number at a time, as Swift does, rather than as
    /// an array that could pass the memory budget; any other sequence as its elements.
    private func iteration(of value: Value, at node: some SyntaxProtocol) throws -> AnySequence<Value> {
        guard case .range(.int(let lo), .int(let hi), let closed) = value.unboxed else { return AnySequence(try elements(of: value, at: node)) }
        try checkRangeSpan(lo, hi, closed: closed, at: node)
        if closed ? hi < lo : hi <= lo { return AnySequence([]) }
        return AnySequence((closed ? lo...hi : lo...(hi - 1)).lazy.map { .int($0) })
    }

    /// A range with more elements than the step budget allows can never be walked to its end.
    private func checkRangeSpan(_ lo: Int, _ hi: Int, closed: Bool, at node: some SyntaxProtocol) throws {
        // Ranges reaching Int.min or Int.max must not overflow while being counted.
        if closed ? hi < lo : hi <= lo { return }
        let (span, overflow) = hi.subtractingReportingOverflow(lo)
        if overflow || span > budget.maxSteps {
            throw error("this range has too many elements to iterate", at: node, id: "viewlab.runtime.stepBudget")
        }
    }

    /// The elements a `for` loop or `ForEach` walks.
    func elements(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value.unboxed {
        case .array(let items): return items
        case .range(let lower, let upper, let closed):
            if lower.isNil { throw error("\(typeName(of: value)) is not a sequence", at: node) }
            if upper.isNil { throw unsupported("iterating a range with no end", at: node) }
            guard case .int(let lo) = lower, case .int(let hi) = upper else {
                throw error("only ranges of Int can be iterated", at: node)
            }
            try checkRangeSpan(lo, hi, closed: closed, at: node)
            if closed ? hi < lo : hi <= lo { return [] }
            try budget.elements(self, hi - lo + (closed ? 1 : 0), of: .array, at: node)
            return (closed ? Array(lo...hi) : Array(lo..<hi)).map { .int($0) }
        case .dictionary(let d):
            return zip(d.keys, d.values).map { .tuple([TupleElement(label: "key", value: $0), TupleElement(label: "value", value: $1)]) }
        case .string(let s):
            try budget.elements(self, s.count, of: .array, at: node)
            return s.map { .string(String($0)) }
        case .unknown(let s): return [.unknown(s + "[…]")]
        default: throw error("\(typeName(of: value)) is not a sequence", at: node)
        }
    }
}
