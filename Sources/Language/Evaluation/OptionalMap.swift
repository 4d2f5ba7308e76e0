import SwiftSyntax

extension Interpreter {
    /// Whether `name`, read in `scope`, is a variable or a stored property of `self` declared
    /// Optional (`@State private var sizes: [CGSize]? = nil`). viewlab's values
    /// carry no Optional wrapper, so this is how `sizes.map { … }` is told to be Optional's `map`
    /// (TiS L3640), which calls the closure once with the whole array, not Array's.
    package func isOptionalProperty(_ name: String, in scope: Scope) -> Bool {
        var s: Scope? = scope
        while let current = s {
            if let variable = current.variables[name] { return variable.isDeclaredOptional }
            if let me = current.selfRef {
                guard let type = types[typeName(of: me.value)] else { return false }
                if let computed = type.computed[name] { return isOptionalType(computed.type) }
                guard let property = type.stored.first(where: { $0.name == name }) else { return false }
                return isOptionalType(property.type)
            }
            s = current.parent
        }
        return false
    }

    /// Whether `name(…)` called in `scope` is a learner's function or method of `self` declared to
    /// return an Optional (`func find(_ id: Int) -> Item?`).
    package func returnsOptional(_ name: String, in scope: Scope) -> Bool {
        isOptionalType(declaredReturnType(of: name, in: scope))
    }

    /// The return type written on the function or method (of `self`) a bare call `name(…)` calls, or
    /// on the function type of the variable it calls (`let parse: (String) -> Int? = { … }`).
    package func declaredReturnType(of name: String, in scope: Scope) -> TypeSyntax? {
        var s: Scope? = scope
        while let current = s {
            if let variable = current.variables[name] { return variable.declaredType?.as(FunctionTypeSyntax.self)?.returnClause.type }
            if let f = current.function(named: name) { return f.declaredFunction?.returnType }
            if let me = current.selfRef, let method = types[typeName(of: me.value)]?.methods[name]?.first {
                return method.declaredFunction?.returnType
            }
            s = current.parent
        }
        return nil
    }

    /// The type an expression's value has as the learner's declarations say: a variable's, stored
    /// property's or computed property's declared type (`var top: Element? { items.last }`), or the
    /// return type of the learner's function or method a call calls (`parse(text)`,
    /// `model.ratio()`, the method found from the value its base names). Nil when no declaration
    /// says, or when saying would take running code.
    package func declaredValueType(of expr: ExprSyntax, in scope: Scope) -> TypeSyntax? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else {
            if let declared = declaredType(of: expr, in: scope) { return declared }
            // A variable declared without a type is not the property of `self` it may shadow.
            if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.lookupVariable(name) != nil { return nil }
            return propertyRead(expr, in: scope).flatMap { types[$0.typeName]?.computed[$0.name]?.type }
        }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return declaredReturnType(of: name, in: scope)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let holder = storedValue(of: base, in: scope).flatMap(declaredTypeName(of:)) else { return nil }
        return types[holder]?.methods[member.declName.baseName.text]?.first?.declaredFunction?.returnType
    }

    package func isOptionalType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || sourceText(type).hasPrefix("Optional<")
    }

    /// Whether the expression's declared type is a collection of Optionals, or such a collection made
    /// Optional: `[Int?]`, `[String: Int?]`, `[Int?]?`; or Swift infers one (`infersOptionalElements`).
    package func declaresOptionalElements(_ expr: ExprSyntax, in scope: Scope) -> Bool {
        declaredValueType(of: expr, in: scope).map(hasOptionalElements) ?? false || infersOptionalElements(expr, in: scope)
    }

    /// Whether `type` is a collection of Optionals, or such a collection made Optional.
    package func hasOptionalElements(_ type: TypeSyntax) -> Bool {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let array = type.as(ArrayTypeSyntax.self) { return isOptionalType(array.element) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return isOptionalType(dictionary.value) }
        return false
    }

    /// `optional.map { … }` and `optional.flatMap { … }`: nil stays nil, a value is passed whole.
    package func optionalMap(_ value: Value, _ pending: [PendingArgument], at node: Syntax, in scope: Scope) throws -> Value? {
        let wrapped = value.unboxedForRead
        if wrapped.isNil { return .nilValue }
        let args = try evaluateArguments(pending, in: scope) { _ in .none }
        guard args.count == 1, case .function(let transform) = args[0].value else { return nil }
        return try call(transform, [Argument(label: nil, value: wrapped)], at: node)
    }
}

extension Interpreter {
    /// Whether an expression is an Optional by its form alone: the standard library's members that
    /// answer an Optional (`names.first`, `words.randomElement()`, `scores.max()`), `try?` and `as?`.
    /// Where the wrapped value is itself a sequence (a String, an array), `.map` on it is Optional's,
    /// not the sequence's. A learner's own property named `first` or `last` keeps its own type.
    static func hasOptionalForm(_ expr: ExprSyntax) -> (isOptional: Bool, member: String?) {
        var expr = expr
        while let parens = expr.as(TupleExprSyntax.self), parens.elements.count == 1, parens.elements.first?.label == nil {
            expr = parens.elements.first!.expression
        }
        if let t = expr.as(TryExprSyntax.self) { return (t.questionOrExclamationMark?.tokenKind == .postfixQuestionMark, nil) }
        if let a = expr.as(AsExprSyntax.self) { return (a.questionOrExclamationMark?.tokenKind == .postfixQuestionMark, nil) }
        // `a?.b.first`: inside an optional chain, `.map` belongs to the chain's links.
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base, !containsOptionalChaining(base),
           ["first", "last"].contains(m.declName.baseName.text) {
            return (true, m.declName.baseName.text)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = m.base, !containsOptionalChaining(base),
           ["randomElement", "min", "max", "first", "last", "popLast", "firstIndex", "lastIndex"].contains(m.declName.baseName.text) {
            return (true, m.declName.baseName.text)
        }
        return (false, nil)
    }

    /// Whether a learner's type declares a member `name`, which then answers whatever it declares
    /// (the preludes' `AnimatablePair.first` is not one).
    func learnerDeclares(_ name: String) -> Bool {
        types.values.contains { type in
            type.kind != .builtin && !isPreludeType(type.name)
                && (type.computed[name] != nil || type.storedNames.contains(name) || type.methods[name] != nil)
        }
    }
}
