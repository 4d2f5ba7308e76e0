import SwiftSyntax

extension Interpreter {
    /// Evaluates an expression through its lowered code, lowering it on first use.
    package func evaluate(_ expr: ExprSyntax, in scope: Scope, hint: Hint = .none) throws -> Value {
        try lowered(expr, hint: hint)(self, scope)
    }

    package func evaluate(_ expr: ExprSyntax, in scope: Scope, expecting type: TypeSyntax?) throws -> Value {
        try evaluate(expr, in: scope, hint: hint(for: type))
    }

    /// The lowered code of an expression in a context expecting `hint`, made once.
    package func lowered(_ expr: ExprSyntax, hint: Hint) -> LoweredExpression {
        let key = LoweringKey(node: expr.id, hint: hint)
        if let code = lowering.expressions[key] { return code.run }
        lowering.keepTree(of: expr)
        let code = lower(expr, hint: hint)
        lowering.expressions[key] = ExpressionCode(run: code)
        return code
    }

    /// Every lowered expression counts one step of the budget; the outermost expression of an
    /// optional chain (`a?.b.c`) is where a `nil` on the way ends the chain.
    private func lower(_ expr: ExprSyntax, hint: Hint) -> LoweredExpression {
        let node = lowerNode(expr, hint: hint)
        if isOptionalChainRoot(expr) {
            let (body, counts): (LoweredExpression, Bool) = switch node {
            case .constant(let value): ({ _, _ in value }, false)
            case .counted(let body): (body, true)
            case .code(let body): (body, false)
            }
            return { i, scope in
                if !counts { try i.budget.step(i, at: expr) }
                do { return try body(i, scope) } catch is OptionalChainNil { return .nilValue }
            }
        }
        switch node {
        case .constant(let value):
            return { i, _ in
                try i.budget.step(i, at: expr)
                return value
            }
        case .counted(let body): return body
        case .code(let body):
            return { i, scope in
                try i.budget.step(i, at: expr)
                return try body(i, scope)
            }
        }
    }

    /// The outermost expression of a postfix chain that contains `?`.
    private func isOptionalChainRoot(_ expr: ExprSyntax) -> Bool {
        guard expr.is(MemberAccessExprSyntax.self) || expr.is(FunctionCallExprSyntax.self)
                || expr.is(SubscriptCallExprSyntax.self) || expr.is(ForceUnwrapExprSyntax.self) else { return false }
        guard Self.containsOptionalChaining(expr) else { return false }
        guard let parent = expr.parent else { return true }
        if let m = parent.as(MemberAccessExprSyntax.self), m.base?.id == expr.id { return false }
        if let c = parent.as(FunctionCallExprSyntax.self), c.calledExpression.id == expr.id { return false }
        if let s = parent.as(SubscriptCallExprSyntax.self), s.calledExpression.id == expr.id { return false }
        if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { return false }
        return true
    }

    /// Whether a postfix chain (`a?.b.c()`, `items[0]?.name`, `a?.b!.c`) has a `?` link: such a chain
    /// is an Optional, and its `.map` is its links'.
    package static func containsOptionalChaining(_ expr: ExprSyntax) -> Bool {
        var link = expr
        while true {
            if link.is(OptionalChainingExprSyntax.self) { return true }
            if let m = link.as(MemberAccessExprSyntax.self), let base = m.base { link = base; continue }
            if let c = link.as(FunctionCallExprSyntax.self) { link = c.calledExpression; continue }
            if let s = link.as(SubscriptCallExprSyntax.self) { link = s.calledExpression; continue }
            if let f = link.as(ForceUnwrapExprSyntax.self) { link = f.expression; continue }
            return false
        }
    }

    private func lowerNode(_ expr: ExprSyntax, hint: Hint) -> LoweredNode {
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let e): return lowerInteger(e, hint: hint)
        case .floatLiteralExpr(let e): return lowerFloat(e)
        case .stringLiteralExpr(let e): return lowerString(e)
        case .booleanLiteralExpr(let e): return .constant(.bool(e.literal.tokenKind == .keyword(.true)))
        case .nilLiteralExpr: return .constant(.nilValue)
        case .declReferenceExpr(let e): return .counted(lowerName(e))
        case .infixOperatorExpr(let e): return lowerInfix(e, hint: hint)
        case .functionCallExpr(let e): return lowerCall(e, hint: hint)
        case .subscriptCallExpr(let e): return .counted(lowerSubscript(e))
        default: return .code(lowerCompound(expr, hint: hint))
        }
    }

    private func lowerCompound(_ expr: ExprSyntax, hint: Hint) -> LoweredExpression {
        switch expr.as(ExprSyntaxEnum.self) {
        case .prefixOperatorExpr(let e): return lowerPrefix(e, hint: hint)
        case .postfixOperatorExpr(let e) where e.operator.text == "...":
            // `items[1...]`: a range with no upper bound (PartialRangeFrom).
            let lower = lowered(e.expression, hint: hint)
            return { i, scope in .range(lower: try lower(i, scope), upper: .nilValue, closed: true) }
        case .arrayExpr(let e): return lowerArray(e, hint: hint)
        case .dictionaryExpr(let e): return lowerDictionary(e, hint: hint)
        case .tupleExpr(let e): return lowerTuple(e, hint: hint)
        case .ternaryExpr(let e): return lowerTernary(e, hint: hint)
        case .ifExpr(let e): return lowerIfExpression(e, hint: hint)
        case .switchExpr(let e): return lowerSwitchExpression(e, hint: hint)
        case .memberAccessExpr(let e): return lowerMemberAccess(e, hint: hint)
        case .closureExpr(let e): return lowerClosure(e)
        case .forceUnwrapExpr(let e): return lowerForceUnwrap(e, hint: hint)
        case .optionalChainingExpr(let e): return lowerOptionalChaining(e, hint: hint)
        case .asExpr(let e): return lowerCast(e)
        case .isExpr(let e): return lowerTypeCheck(e)
        case .keyPathExpr(let e): return lowerKeyPath(e)
        case .inOutExpr(let e): return lowerInOut(e)
        case .tryExpr(let e): return { i, scope in try i.evaluateTry(e, in: scope, hint: hint) }
        case .typeExpr(let e):
            let type = Value.metatype(sourceText(e.type))
            return { _, _ in type }
        case .genericSpecializationExpr(let e):
            let type = Value.metatype(sourceText(e))
            return { _, _ in type }
        case .macroExpansionExpr(let e) where ["file", "fileID", "filePath", "line", "column", "function"].contains(e.macroName.text):
            // Where the expression is written (as a default argument: in the callee, not the caller
            // as in Swift): the file as viewlab was given it, its line and column.
            let name = e.macroName.text
            return { i, _ in
                let (file, position) = i.location(of: e)
                switch name {
                case "line": return .int(position.line)
                case "column": return .int(position.column)
                case "function": return .string(e.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self)?.name.text }).map { $0 + "()" } ?? "main")
                default: return .string(file)
                }
            }
        case .macroExpansionExpr(let e):
            return { i, scope in
                try i.expandMacro(name: e.macroName.text, arguments: e.arguments, trailingClosure: e.trailingClosure, node: Syntax(e), in: scope)
                return .void
            }
        case .discardAssignmentExpr: return { _, _ in .void }
        case .superExpr(let e):
            // `super.name`: a superclass's property is the instance's own (a subclass inherits its
            // storage); `super.f()` and `super.init()` are lowered as calls (CallLowering.swift).
            return { i, scope in
                guard let me = scope.enclosingSelf else { throw i.unsupported(.superOutsideSubclass, at: e) }
                return me.value
            }
        case .awaitExpr(let e):
            // viewlab runs on one thread with no suspension points: awaiting is evaluating, and a
            // `Task`'s operation runs where it is made (the timer prelude, TimerPrelude.swift).
            return lowered(e.expression, hint: hint)
        case .sequenceExpr(let e): return { i, _ in throw i.error(.operatorsNotFolded, at: e) }
        default:
            return loweredUnsupported(.expression(String(expr.trimmedDescription.prefix(30))), at: expr)
        }
    }

}
