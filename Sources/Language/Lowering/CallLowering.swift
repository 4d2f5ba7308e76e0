import SwiftSyntax

extension Interpreter {
    /// A call, classified by the shape of its callee when lowered: a bare name (a local function, a
    /// type, a built-in, a method of `self`), a member (an implicit member, a static member, a method),
    /// an array or dictionary type, a generic type, or any other expression. Which declaration a name
    /// means is decided when the call runs, since a local variable may shadow a type or a built-in.
    package func lowerCall(_ e: FunctionCallExprSyntax, hint: Hint) -> LoweredNode {
        if let ref = e.calledExpression.as(DeclReferenceExprSyntax.self) {
            return .counted(lowerNamedCall(ref, pendingArguments(e), at: Syntax(e)))
        }
        if let member = e.calledExpression.as(MemberAccessExprSyntax.self) {
            return .counted(lowerMemberCall(member, pendingArguments(e), hint: hint, at: Syntax(e)))
        }
        return .code(lowerCallCode(e, hint: hint))
    }

    private func lowerCallCode(_ e: FunctionCallExprSyntax, hint: Hint) -> LoweredExpression {
        let pending = pendingArguments(e)
        let callee = e.calledExpression
        let node = Syntax(e)
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 {
            // `[String]()`, `[Particle]()`, `[Int](repeating: 0, count: 3)`: an array type's initializers.
            let typeText = sourceText(callee)
            return { i, scope in
                let args = try i.evaluateArguments(pending, in: scope) { _ in .none }
                return try i.coerce(i.constructEvaluated("Array", args, at: node), toTypeNamed: typeText, at: callee)
            }
        }
        if callee.is(DictionaryExprSyntax.self), pending.isEmpty {
            // `[String: Int]()`: an empty dictionary.
            return { _, _ in .dictionary(DictionaryValue()) }
        }
        if callee.is(GenericSpecializationExprSyntax.self) || callee.is(TypeExprSyntax.self) {
            let typeText = sourceText(callee)
            return { i, scope in try i.construct(typeText, pending, at: node, in: scope) }
        }
        let function = lowered(callee, hint: .none)
        return { i, scope in
            let value = try function(i, scope)
            let args = try i.evaluateArguments(pending, in: scope) { _ in .none }
            return try i.callValue(value, args, at: node)
        }
    }

    /// `name(…)`: a local variable or function shadows everything else; then a type, a built-in
    /// function, a method of `self`. Counts its own step.
    private func lowerNamedCall(_ ref: DeclReferenceExprSyntax, _ pending: [PendingArgument], at node: Syntax) -> LoweredExpression {
        let name = ref.baseName.text
        let mayNameType = startsUppercase(name)
        let slot = CalleeSlot()
        let construction = mayNameType ? ConstructionSite() : nil
        // `print(x)` shows an Optional as `Optional(…)`: each unlabelled argument's site says whether it reads one.
        let printed = name == "print" ? pending.map { $0.label == nil ? $0.syntax.as(ExprSyntax.self).map(OptionalSite.init) : nil } : []
        // `type(of: Int(text))` is `Optional<Int>`: its argument's site says whether it reads an Optional.
        let typeOf = name == "type" && pending.count == 1 && pending[0].label == "of"
            ? pending[0].syntax.as(ExprSyntax.self).map { (expr: $0, site: OptionalSite($0)) } : nil
        // `String(describing: count)` of an Optional is `Optional(…)`, as `print` shows it.
        let described = name == "String" && pending.count == 1 && pending[0].label == "describing"
            ? pending[0].syntax.as(ExprSyntax.self).map(OptionalSite.init) : nil
        // `min(1 / 4, x)` with `x` a Double: Swift types the literals by the other arguments.
        let joined = name == "min" || name == "max" ? JoinedLiterals(pending) : nil
        return { i, scope in
            try i.budget.step(i, at: node)
            if let described, i.types[name] == nil, scope.lookupVariable(name) == nil {
                let value = try pending[0].operand.evaluate(i, scope, hint: .none)
                return .string(described.shownText(value, i, in: scope) ?? i.describe(value))
            }
            if let construction, construction.holds {
                return try i.construct(name, pending, kept: construction, at: node, in: scope)
            }
            let epoch = DeclarationEpoch.current
            let callee: Callee
            if let kept = slot.callable(name, from: scope, for: pending, in: i) {
                if let u = kept.plain { return try i.callPlain(kept.function, u, pending, in: scope, at: node) }
                callee = .callable(kept.function)
            } else {
                callee = i.findCallee(name, in: scope, for: pending)
            }
            if case .callable(let f) = callee {
                if let u = i.takesPlainArguments(f, pending) { return try i.callPlain(f, u, pending, in: scope, at: node) }
                let args = try i.evaluateArguments(pending, in: scope) { i.parameterHint(f, $0) }
                // `let apply = doubled; apply(2)`: a function held by a variable is called as a value.
                return try i.call(f, f.name == name ? args : i.positional(args, for: f), at: node)
            }
            // Finding nothing, the walk found no variable of the name either: no second walk to ask.
            let namesType = if case .none = callee { i.isTypeName(name) } else { i.isTypeReference(name, in: scope) }
            if namesType || i.types[name] != nil {
                if let construction, case .none = callee, let kept = i.keptConstruction(name, pending) {
                    construction.keep(kept, from: epoch)
                }
                return try i.construct(i.resolvedTypeName(name, in: scope), pending, at: node, in: scope)
            }
            if let builtin = i.builtinFunction(name) {
                var args = try joined.map { try i.evaluateArguments(pending, in: scope, hints: $0.hints(i, scope)) }
                    ?? i.evaluateArguments(pending, in: scope) { _ in .none }
                if name == "print" { args = i.showingOptionals(args, printed, in: scope) }
                let result = try i.call(builtin, args, at: node)
                if let typeOf, case .metatype = result, typeOf.site.readsOptional(i, in: scope) {
                    return .metatype(i.optionalTypeName(of: args[0].value, typeOf.expr, in: scope))
                }
                return result
            }
            if let selfRef = scope.enclosingSelf, i.isImplicitSelfMethod(name, of: selfRef.value) {
                // `padding()` inside `extension View { func card() … }` is `self.padding()`.
                return try i.invokeMethod(onSelf: selfRef, name, pending, at: node, in: scope)
            }
            if mayNameType, !i.isShapeMode, scope.lookupVariable(name) == nil, i.namesMissingAPI(name, in: scope) {
                if pending.isEmpty, let style = i.namedStyle(name) { return style }
                // A type name that is neither the learner's nor viewlab's: a SwiftUI or Foundation API not modelled yet.
                throw i.missingAPI(name, at: ref)
            }
            let value = try i.lookup(name, at: ref, in: scope)
            let args = try i.evaluateArguments(pending, in: scope) { _ in .none }
            return try i.callValue(value, args, at: node)
        }
    }

    /// An argument written as an implicit member without arguments (`.white`, `.center`).
    private static func isConstantImplicitMember(_ p: PendingArgument) -> Bool {
        guard !p.isTrailingClosure, !p.isInout, let member = p.syntax.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.argumentNames == nil
    }

    /// `.name(…)`, `Type.name(…)`, `Outer.Inner.name(…)`, `value.name(…)`. Counts its own step.
    private func lowerMemberCall(_ member: MemberAccessExprSyntax, _ pending: [PendingArgument], hint: Hint,
                                 at node: Syntax) -> LoweredExpression {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else {
            // `.degrees(30)`, `.system(size: 20)`: an implicit member with arguments. Not
            // `.constant(0)`: that binding's type comes from where it is used (`coerce`); nor
            // `.init(count: 30)`: the initializer of the type expected types its arguments.
            let argumentHint: Hint = name == "constant" || name == "init" ? .none : .double
            // `.frame(width: .random(in: 20...35))` (TiS L3442), `.degrees(.random(in: -20...20))`:
            // where a number is expected, the number type's static functions.
            if hint == .double, ["random", "maximum", "minimum"].contains(name) {
                return { i, scope in
                    try i.budget.step(i, at: node)
                    return try i.callStatic("Double", name, pending, at: node, in: scope)
                }
            }
            // A case of a learner's enum with a payload (`.profile(userID: 7)`) keeps its literals'
            // types, as the case's declared parameters would; decided once, at the first call.
            var isLearnerCase: Bool?
            // `.color(.white)` for every shape a Canvas fills: arguments that are implicit members with
            // nothing to evaluate (each one's value is decided when it is lowered) make the same value
            // at every run, so the first run's is kept; a run still counts the arguments' steps.
            let isConstant = name != "init" && !pending.isEmpty && pending.allSatisfy(Self.isConstantImplicitMember)
            var made: Value?
            return { i, scope in
                try i.budget.step(i, at: node)
                if let made, i.budget.tookQuickly(pending.count) { return made }
                let learner = isLearnerCase ?? i.types.values.contains { $0.kind == .enumeration && $0.cases.contains { $0.name == name && !$0.parameters.isEmpty } }
                isLearnerCase = learner
                let args = try i.evaluateArguments(pending, in: scope) { _ in learner ? .none : argumentHint }
                // `Color(hue: .init(index) / 10, …)` (Thinking in SwiftUI L3639): where a number is
                // expected, `.init` is the number type's initializer.
                if name == "init", hint == .double, args.count == 1, args[0].label == nil, number(args[0].value) != nil {
                    return try i.constructEvaluated("Double", args, at: node)
                }
                let value = Value.implicitMember(name, args)
                if isConstant { made = value }
                return value
            }
        }
        if baseExpr.is(SuperExprSyntax.self) { return lowerSuperCall(name, pending, at: node) }
        let baseName = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text
        let nested = baseExpr.as(MemberAccessExprSyntax.self).flatMap { m in m.base.map { (root: $0, path: sourceText(m)) } }
        let base = lowered(baseExpr, hint: .none)
        let slot = LocalSlot()
        let methodSite = TypeSite<MethodChoice>()
        let propertySite = TypeSite<TypeDeclaration.StoredProperty>()
        // `sizes.map { … }` or `self.sizes.map { … }` on a property declared Optional.
        let optionalProperty = name == "map" || name == "flatMap" ? baseName ?? baseExpr.as(MemberAccessExprSyntax.self).flatMap { m in
            m.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? m.declName.baseName.text : nil
        } : nil
        let optionalForm = name == "map" || name == "flatMap" ? Self.hasOptionalForm(baseExpr) : (isOptional: false, member: nil)
        // `find(id).map { … }`: a call of a learner's function, which may be declared to return an Optional;
        // `Optional(words).map { … }`: the standard library's Optional made by its name.
        let calledFunction = name == "map" || name == "flatMap"
            ? baseExpr.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text : nil
        // Decided here rather than at every call: the base's spelling does not change.
        let isSwiftModule = baseName == "Swift", isSelfInit = baseName == "self" && name == "init"
        // `Foundation.UUID()`, `SwiftUI.Text("Hi")`: a type named with its module is the type.
        let moduleType = baseName.flatMap { Self.moduleNames.contains($0) && startsUppercase(name) ? lowerNamedCall(member.declName, pending, at: node) : nil }
        let baseMayNameType = baseName.map(mayNameType) ?? false
        return { i, scope in
            try i.budget.step(i, at: node)
            if optionalForm.isOptional, optionalForm.member.map({ !i.learnerDeclares($0) }) ?? true,
               let mapped = try i.optionalMap(try base(i, scope), pending, at: node, in: scope) {
                return mapped
            }
            if let calledFunction, i.returnsOptional(calledFunction, in: scope) || calledFunction == "Optional" && i.madeAsOptional(baseExpr),
               let mapped = try i.optionalMap(try base(i, scope), pending, at: node, in: scope) {
                return mapped
            }
            if isSwiftModule, scope.lookupVariable("Swift") == nil, i.types["Swift"] == nil, let f = i.builtinFunction(name) {
                // `Swift.max(a, b)`, `Swift.assert(…)`: the standard library's function by its module's name,
                // past a member of the same name (the frame article L486–495, Pro SwiftUI L4007–4019).
                return try i.call(f, try i.evaluateArguments(pending, in: scope) { _ in .none }, at: node)
            }
            if let moduleType, let baseName, i.isModule(baseName, in: scope) { return try moduleType(i, scope) }
            if isSelfInit, let selfRef = scope.enclosingSelf {
                return try i.delegatingInit(selfRef, pending, at: node, in: scope)
            }
            if let baseName {
                if baseMayNameType, i.isTypeReference(baseName, in: scope) { return try i.callStatic(i.resolvedTypeName(baseName, in: scope), name, pending, at: node, in: scope) }
                if let result = try i.mutateInPlace(baseName, slot, name, pending, at: node, in: scope) { return result }
                if let selfRef = slot.enclosingSelf(from: scope),
                   let result = try i.mutateInPlace(ofSelf: selfRef, baseName, name, pending, at: node, in: scope, site: propertySite) { return result }
            }
            if let optionalProperty, i.isOptionalProperty(optionalProperty, in: scope),
               let mapped = try i.optionalMap(try base(i, scope), pending, at: node, in: scope) {
                return mapped
            }
            if let nested, i.isTypePath(nested.root, in: scope), i.isTypeReference(nested.path, in: scope) {
                return try i.callStatic(nested.path, name, pending, at: node, in: scope)
            }
            var value = try base(i, scope)
            if case .metatype(let t) = value {
                if name == "init" { return try i.construct(t, pending, at: node, in: scope) }
                return try i.callStatic(t, name, pending, at: node, in: scope)
            }
            if let result = try i.mutateInPlace(baseExpr, &value, name, pending, at: node, in: scope) { return result }
            if let result = try i.callMutatingMethodInPlace(baseExpr, &value, pending, at: node, in: scope, site: methodSite) { return result }
            if let result = try i.keptMethod(on: value, pending, at: node, in: scope, site: methodSite) { return result }
            return try i.invokeMethod(on: value, baseExpr: baseExpr, name, pending, at: node, in: scope, site: methodSite)
        }
    }

    /// `super.init(…)` and `super.sceneDidLoad()`: the superclass of the class the code is written in
    /// (not of the instance's type), run on the same `self`.
    private func lowerSuperCall(_ name: String, _ pending: [PendingArgument], at node: Syntax) -> LoweredExpression {
        let writtenIn = node.ancestorOrSelf(mapping: { $0.as(ClassDeclSyntax.self)?.name.text })
        return { i, scope in
            try i.budget.step(i, at: node)
            guard let selfRef = scope.enclosingSelf, let base = writtenIn.flatMap({ i.types[$0]?.superclass }).flatMap({ i.types[$0] }) else {
                throw i.unsupported(.superOutsideSubclass, at: node)
            }
            let type = i.typeName(of: selfRef.value)
            if name == "init" {
                guard !base.initializers.isEmpty else { return .void }
                let args = try i.evaluateArguments(pending, in: scope) { _ in .none }
                return try i.call(try i.chooseInitializer(base, args, at: node), args, at: node, selfRef: selfRef, selfType: type)
            }
            guard let method = base.methods[name]?.first else { throw i.unsupported(.api("'super.\(name)'"), at: node) }
            let args = try i.evaluateArguments(pending, in: scope) { i.parameterHint(method, $0) }
            return try i.call(method, args, at: node, selfRef: selfRef, selfType: type)
        }
    }
}
