import SwiftSyntax

/// Optionals Swift infers where nothing is declared, which `print` and string interpolation show as
/// `Optional(…)`: viewlab's values carry no Optional (`WrittenValues.swift`), so these are told from
/// how the code is written and what its names hold, as `readsOptional` tells the rest.
extension Interpreter {
    /// Whether Swift infers `expr` as a collection of Optionals, each element that is not nil then
    /// shown as `Optional(…)` (swiftc 6.3): an array literal with an element that reads an Optional
    /// (`[nickname, "Ada"]` is `[String?]`), a sequence's `map` whose closure answers one
    /// (`words.map { Int($0) }` of strings, `rows.map { $0.first }`), a slice of such a collection,
    /// and a variable declared without a type whose initial value was one.
    package func infersOptionalElements(_ expr: ExprSyntax, in scope: Scope) -> Bool {
        if let name = expr.as(DeclReferenceExprSyntax.self) { return scope.lookupVariable(name.baseName.text)?.hasOptionalElements == true }
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.contains { readsOptional($0.expression, in: scope) } }
        // A slice of a collection of Optionals (`parsed[...1]`).
        if let sub = expr.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1, let index = sub.arguments.first, index.label == nil,
           Self.isRange(index.expression) {
            return declaresOptionalElements(sub.calledExpression, in: scope)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let base = member.base,
              let closure = Self.onlyClosure(of: call), let result = Self.resultExpression(of: closure),
              // An Optional's own `map` answers an Optional, not a collection.
              !readsOptional(base, in: scope) else { return false }
        if readsOptional(result, in: scope) { return true }
        guard let parameter = Self.onlyParameter(of: closure), let element = firstElement(of: base, in: scope) else { return false }
        switch element.unboxed {
        case .string: return parses(parameter, result) || reads(parameter, result)
        case .array: return reads(parameter, result)
        default: return false
        }
    }

    /// `Suit(rawValue: "spades")` of a learner's enum with raw values and no initializer of its own
    /// taking `rawValue:`: the synthesized `init?(rawValue:)`.
    func makesFromRawValue(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
              call.arguments.first?.label?.text == "rawValue",
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = types[name], type.kind == .enumeration, type.rawType != nil else { return false }
        return !type.initializers.contains { $0.userFunction?.parameters.map(\.label) == ["rawValue"] }
    }

    /// The closure a call is given as its only argument, trailing or not.
    private static func onlyClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return call.arguments.isEmpty && call.additionalTrailingClosures.isEmpty ? trailing : nil }
        guard call.arguments.count == 1, call.arguments.first?.label == nil else { return nil }
        return call.arguments.first?.expression.as(ClosureExprSyntax.self)
    }

    /// The expression a one-statement closure answers (`{ Int($0) }`, `{ s in return Int(s) }`).
    private static func resultExpression(of closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        switch item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// The name of a closure's one parameter: `$0` where it names none; in a parameter clause its
    /// second name if it has one (`{ (_ text: String) in … }`), as `lowerClosure` binds it.
    private static func onlyParameter(of closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case nil: "$0"
        case .simpleInput(let names)?: names.count == 1 ? names.first?.name.text : nil
        case .parameterClause(let clause)?: clause.parameters.count == 1 ? clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } : nil
        }
    }

    /// `Int($0)`, `Double(text)`: a standard number or Boolean made from `parameter`, failable when
    /// it is text.
    private func parses(_ parameter: String, _ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
              call.arguments.first?.label == nil,
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              Self.parsingTypes.contains(type), types[type]?.kind ?? .builtin == .builtin else { return false }
        return call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }

    /// `$0.first`, `row.max()`: a standard collection's member that answers an Optional, read of
    /// `parameter` when it holds a collection.
    private func reads(_ parameter: String, _ expr: ExprSyntax) -> Bool {
        guard Self.hasOptionalForm(expr).member != nil,
              let member = (expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr).as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }

    /// A sequence's first element, or an empty one of its kind, to tell what its elements are: of
    /// an array literal, of a variable or property, of what `split` and `components(separatedBy:)`
    /// answer (text).
    private func firstElement(of base: ExprSyntax, in scope: Scope) -> Value? {
        if let array = base.as(ArrayExprSyntax.self), let first = array.elements.first?.expression {
            return first.is(StringLiteralExprSyntax.self) ? .string("") : first.is(ArrayExprSyntax.self) ? .array([]) : nil
        }
        if let member = base.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) {
            return ["split", "components"].contains(member.declName.baseName.text) ? .string("") : nil
        }
        guard case .array(let items)? = storedValue(of: base, in: scope) else { return nil }
        return items.first
    }
}
