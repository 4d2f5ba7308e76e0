import SwiftSyntax

/// The memberwise initializer of a learner's type with no initializer of its own (a struct's also
/// when its own are all in extensions): each argument, by label and in order, stored in the
/// property of its name.
extension Interpreter {
    /// The arguments stored in `selfRef`'s default instance: converted to their property's type, a
    /// view builder's closure called, a plain value bound as a constant `@Binding`.
    func memberwiseInit(_ type: TypeDeclaration, _ args: [Argument], selfRef: Ref, at node: Syntax) throws {
        let settable = constructionPlan(of: type).memberwise
        var index = 0
        for p in settable {
            guard index < args.count, args[index].isTrailingClosure && args[index].label == nil ? p.takesTrailingClosure : args[index].label == p.property.name else {
                if p.needsArgument { throw memberwiseError(type, settable.map(\.property), args, at: node) }
                continue
            }
            var v = args[index].value
            index += 1
            if case .function(let f) = v.unboxed, p.buildsViewFromClosure {
                // `@ViewBuilder let content: Content` takes a closure and stores what it builds.
                v = try call(f, [], at: node, asBuilder: true)
            } else if case .function(let f) = v.unboxed, p.property.isViewBuilder, let u = f.userFunction {
                // `@ViewBuilder var content: () -> Content` keeps the closure: `content()` builds its views.
                v = .function(Callable(name: f.name, kind: .user(u.asViewBuilder)))
            } else if p.property.wrapper == "Binding" {
                // The memberwise initializer takes a `@Binding var v: T` as `Binding<T>`: `.constant(0)` is `Binding.constant(0)`.
                v = try coerce(v, toTypeNamed: "Binding<\(p.typeText.isEmpty ? "Any" : p.typeText)>", at: node)
            } else if !keepsAsWritten(v, p) {
                v = try coerce(v, to: p.property.type)
            }
            if p.property.wrapper == "Binding", case .binding = v {} else if p.property.wrapper == "Binding" {
                // A plain value stands for a constant binding; captured as a constant, for a binding
                // that reads the variable it is assigned to would read itself without end.
                let constant = v
                v = .binding(BindingValue(get: { constant }, set: { _ in }))
            }
            try setStored(p.property.name, v, wrapper: p.property.wrapper, in: selfRef)
        }
        if index < args.count { throw memberwiseError(type, settable.map(\.property), args, at: node) }
    }

    /// `Item(id: 1, price: 3)` of a struct whose plan `isPlainMemberwise`: the instance made from the
    /// arguments as they are, in order, with no default instance made first and no field set by
    /// name. nil when a label or a value needs the general memberwise initializer (which reports a
    /// missing or extra argument, or converts a value).
    func plainMemberwise(_ type: TypeDeclaration, _ args: [Argument]) -> Value? {
        guard let plan = plainMemberwisePlan(of: type, arguments: args.count) else { return nil }
        for (p, a) in zip(plan.memberwise, args) {
            guard a.label == p.property.name, !a.isTrailingClosure, keepsAsWritten(a.value, p) else { return nil }
        }
        return plainInstance(of: type, args.map(\.value))
    }

    /// `Item(id: $0, price: 3)` at a site that kept its type (`construct(_:_:kept:)`), of a struct whose
    /// plan `isPlainMemberwise`: the arguments evaluated straight into the instance's values, with no
    /// argument list made. When a value needs converting, the general construction, given the values
    /// evaluated; nil, with nothing evaluated, when the labels are not the properties' in order.
    func plainMemberwise(_ type: TypeDeclaration, _ pending: [PendingArgument], hints: [Hint], at node: Syntax,
                         in scope: Scope) throws -> Value? {
        guard let plan = plainMemberwisePlan(of: type, arguments: pending.count) else { return nil }
        for (p, a) in zip(plan.memberwise, pending) where a.label != p.property.name || a.isTrailingClosure || a.isInout { return nil }
        let values = try pending.indices.map { try pending[$0].operand.evaluate(self, scope, hint: hints[$0]) }
        for (p, value) in zip(plan.memberwise, values) where !keepsAsWritten(value, p) {
            return try construct(type, zip(pending, values).map { Argument(label: $0.label, value: $1, syntax: $0.syntax) }, at: node)
        }
        return plainInstance(of: type, values)
    }

    /// The type's plan when its memberwise initializer stores its `count` arguments as they are.
    private func plainMemberwisePlan(of type: TypeDeclaration, arguments count: Int) -> ConstructionPlan? {
        // Told without the plan (a copy) for most types that are not: a class, a type with initializers.
        guard type.kind == .structure, type.initializers.isEmpty else { return nil }
        let plan = constructionPlan(of: type)
        return plan.isPlainMemberwise && plan.geometry == nil && count == plan.memberwise.count ? plan : nil
    }

    private func plainInstance(of type: TypeDeclaration, _ values: [Value]) -> Value {
        .instance(Instance(typeName: type.name, fields: Fields(names: type.storedNames, values: values)))
    }

    /// Whether `coerce(value, to: type)` gives the value back, told from the type's text (the plan's,
    /// made once) rather than read from its syntax at each construction: an Int stored as `Int`, and
    /// a number, string or Boolean stored as a type that no learner's declaration names (only a
    /// learner's `ExpressibleBy…Literal` type changes those). False where `coerce` must decide.
    private func keepsAsWritten(_ value: Value, _ p: ConstructionPlan.Parameter) -> Bool {
        switch value {
        case .int: p.typeText == "Int"
        case .double, .string, .bool: !p.namesGenericType && types[p.typeText] == nil
        default: false
        }
    }

    private func memberwiseError(_ type: TypeDeclaration, _ settable: [TypeDeclaration.StoredProperty], _ args: [Argument], at node: Syntax) -> Diagnostic {
        // `NSAttributedString(string:)`: a real initializer of a type viewlab writes in Swift.
        if isPreludeType(type.name), library.api.accepts(type.name, args.map { ($0.label, $0.isTrailingClosure) }) {
            return unsupportedInitializer(type.name, args, at: node)
        }
        let have = selector(args.map(\.label))
        let expected = settable.map { $0.name + ":" }.joined()
        return error(.memberwiseArguments, type.name, have, expected, at: node,
                     notes: [note(.memberwiseOrder)])
    }

    private func setStored(_ name: String, _ value: Value, wrapper: String?, in selfRef: Ref) throws {
        switch selfRef.value {
        case .instance(var i):
            // The instance lets go of its storage while the field is set, so the fields are not copied.
            selfRef.value = .void
            if case .box(let ref)? = i.fields[name], case .box = wrap(value, wrapper: wrapper) {
                ref.value = value.unboxed
                if !deferredInitialValues.isEmpty { deferredInitialValues[ObjectIdentifier(ref)] = nil }
            } else {
                i.set(name, wrap(value, wrapper: wrapper))
            }
            selfRef.value = .instance(i)
        case .object(let o): o.set(name, wrap(value, wrapper: wrapper))
        default: break
        }
    }
}
