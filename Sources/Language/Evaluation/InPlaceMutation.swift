import SwiftSyntax

extension Interpreter {
    /// `items.append(x)` on a local or global variable: the variable's array, dictionary, string or path is
    /// changed where it is stored. Reading it out and writing a changed copy back would copy the whole
    /// collection on every call, so a loop of appends would cost the square of its length. nil when
    /// the call is not such a mutation; the general path (read, change, write back) handles it.
    package func mutateInPlace(_ variable: String, _ slot: LocalSlot, _ name: String, _ pending: [PendingArgument], at node: Syntax,
                       in scope: Scope) throws -> Value? {
        guard let ref = plainVariable(variable, slot, in: scope) ?? pathCallbackStorage(variable, slot, in: scope) else { return nil }
        switch ref.value {
        case .array, .dictionary, .string, .swiftUI(.path): break
        default: return nil
        }
        guard isMutatingBuiltin(name, on: ref.value) else { return nil }
        if declaresFittingMethod(name, on: ref.value, pending) { return nil }
        var args = try evaluateArguments(pending, in: scope) { _ in .none }
        if let type = ref.declaredType { args = conformedArguments(args, of: name, on: type, at: node) }
        var target = ref.value
        // The variable lets go of its value for the call, so the storage has one owner and grows in place.
        ref.value = .void
        defer { ref.value = target }
        return try builtinMethod(name, on: &target, args, at: node)
    }

    /// `bag.add(x)`, `model.bag.add(x)`, `bags[i].add(x)`, `bag.add(x)` in a class's method: a
    /// learner's `mutating` method on a struct that storage holds, once the call site has chosen the
    /// method for the struct's type (`site`, kept by `invokeMethod`). Through `modify`, each container
    /// on the way lets go of the struct while the method changes it, so `self` is the one owner of
    /// its storage and the method's `items.append(x)` grows the array in place: reading the struct
    /// out and writing a changed copy back copied the array at every call, so a loop of them cost
    /// the square of its length. `value` is the struct as read, which lets go of it too. The
    /// arguments are evaluated first, as Swift begins the mutating access after them. nil when the
    /// call is not such a call.
    package func callMutatingMethodInPlace(_ target: ExprSyntax, _ value: inout Value, _ pending: [PendingArgument], at node: Syntax,
                                           in scope: Scope, site: TypeSite<MethodChoice>) throws -> Value? {
        guard let declaring = Self.instanceTypeName(value), case .declared(let kept)? = site.answer(forType: declaring),
              kept.callable.userFunction?.isMutating == true else { return nil }
        let method = kept.callable
        let selfType = typeName(of: value)
        let args = try evaluateArguments(pending, in: scope) { self.parameterHint(method, $0) }
        value = .void
        var result = Value.void
        try modify(target, in: scope, as: .mutatingMember) { stored in
            let selfRef = Ref(stored)
            stored = .void
            // A method that throws keeps what it changed before, as an `inout` does.
            defer { stored = selfRef.value }
            result = try call(method, args, at: node, selfRef: selfRef, selfType: selfType)
        }
        return result
    }

    /// A struct's type name, read without keeping the struct (a binding left alive would hold its storage).
    private static func instanceTypeName(_ value: Value) -> String? {
        if case .instance(let instance) = value { instance.typeName } else { nil }
    }

    /// `history.append(x)` on a property (of `self` or of another value), `groups[key]!.append(x)`:
    /// the same in place, through `modify`, which lets each container on the way go of the value
    /// while it changes. `value` is the collection as read, which lets go of it too. nil when the call
    /// is not such a mutation.
    package func mutateInPlace(_ target: ExprSyntax, _ value: inout Value, _ name: String, _ pending: [PendingArgument],
                               at node: Syntax, in scope: Scope) throws -> Value? {
        switch value {
        case .array, .dictionary, .string: break
        default: return nil
        }
        guard isMutatingBuiltin(name, on: value) else { return nil }
        if declaresFittingMethod(name, on: value, pending) { return nil }
        var args = try evaluateArguments(pending, in: scope) { _ in .none }
        value = .void
        // The new elements take the declared element type here, so the write need not walk the whole
        // collection to conform it, which would make a loop of appends cost the square of its length.
        let storage = declaredStorage(of: target, in: scope)
        if let declared = storage?.type { args = conformedArguments(args, of: name, on: declared, at: node) }
        let conformed = storage?.type != nil && storage?.isObserved == false && Self.elementwiseMutations.contains(name)
        var result = Value.void
        try modify(target, in: scope, conformed: conformed, as: .mutatingMember) { collection in
            result = try builtinMethod(name, on: &collection, args, at: node)
        }
        return result
    }

    /// `history.append(x)` in a method, on a stored property of `self` (the `self` the name's site
    /// found, `LocalSlot.enclosingSelf`): the same in place, the object or instance letting go of the
    /// collection while it changes, without working out the write from the syntax (`modify`). nil
    /// for a property with observers or a property wrapper, a value that is not a collection or a
    /// string, or a method the learner declares, which the general path handles.
    package func mutateInPlace(ofSelf selfRef: Ref, _ property: String, _ name: String, _ pending: [PendingArgument], at node: Syntax,
                               in scope: Scope, site: TypeSite<TypeDeclaration.StoredProperty>) throws -> Value? {
        guard let stored = plainCollectionProperty(property, of: selfRef.value, name, pending, site: site) else { return nil }
        var args = try evaluateArguments(pending, in: scope) { _ in .none }
        if let declared = stored.type { args = conformedArguments(args, of: name, on: declared, at: node) }
        let conformed = stored.type == nil || Self.elementwiseMutations.contains(name)
        func change(_ collection: inout Value) throws -> Value {
            let result = try builtinMethod(name, on: &collection, args, at: node)
            if !conformed, let declared = stored.type { collection = self.conformed(collection, to: declared, at: node) }
            return result
        }
        // Taken out by `if case`, not a `switch`, whose copy of `self` would keep the old value: the
        // holder lets go of the collection for the call, so the storage has one owner and grows in place.
        if case .object(let o) = selfRef.value {
            var collection = o.fields[property]!
            o.fields[property] = .void
            defer { o.fields[property] = collection }
            return try change(&collection)
        }
        guard case .instance(var i) = selfRef.value else { return nil }
        selfRef.value = .void
        var collection = i.fields[property]!
        i.fields[property] = .void
        defer { i.fields[property] = collection; selfRef.value = .instance(i) }
        return try change(&collection)
    }

    /// The declaration of `self`'s stored property `property` when `name` is a built-in mutating
    /// method of the collection or string it holds, and nothing else has a say in the write (no
    /// observers, no property wrapper, no method of the learner's of that name that fits, no read
    /// tracking). Apart from `mutateInPlace(ofSelf:)`, so that the value read here is let go of
    /// before the write. What the holder's type declares is kept at the call site (`site`).
    private func plainCollectionProperty(_ property: String, of holder: Value, _ name: String, _ pending: [PendingArgument],
                                         site: TypeSite<TypeDeclaration.StoredProperty>) -> TypeDeclaration.StoredProperty? {
        // Where reads are tracked (a body), the change is a read too (an `@Observable` class's
        // `_modify` accesses the property): the general path reads it as the name's read does.
        guard context.readTracker == nil else { return nil }
        let typeName: String, field: Value?
        switch holder {
        case .object(let o): (typeName, field) = (o.typeName, o.fields[property])
        case .instance(let i): (typeName, field) = (i.typeName, i.fields[property])
        default: return nil
        }
        guard let field else { return nil }
        switch field {
        case .array, .dictionary, .string: break
        default: return nil
        }
        guard isMutatingBuiltin(name, on: field) else { return nil }
        // A stored property's values are of its one declared type, so the answer holds for the type.
        if let kept = site.answer(forType: typeName) { return kept }
        let epoch = DeclarationEpoch.current
        guard observers(of: holder, property) == nil, let stored = types[typeName]?.stored.first(where: { $0.name == property }),
              stored.wrapper == nil, stored.writtenOutWrapper == nil, !declaresFittingMethod(name, on: field, pending) else { return nil }
        site.keep(stored, forType: typeName, from: epoch)
        return stored
    }

    /// Whether the learner declares a method `name` on the collection's type that the arguments fit
    /// (SwiftUI's `remove(atOffsets:)` beside the array's `remove(at:)`): the general path's to call.
    private func declaresFittingMethod(_ name: String, on value: Value, _ pending: [PendingArgument]) -> Bool {
        let declared = extensionCategories(of: value).lazy.compactMap { self.types[$0]?.methods[name] }.first ?? []
        return !declared.isEmpty && fitting(declared, pending) != nil
    }

    /// The mutating methods whose new elements `conformedArguments` types, or that add none.
    private static let elementwiseMutations: Set<String> = [
        "append", "insert", "updateValue", "remove", "removeLast", "removeFirst", "popLast", "removeValue", "swapAt",
    ]

    /// `text += "…"` on a string variable: appended where the variable holds it, as Swift does, not
    /// into a copy (a loop of appends would cost the square of the string's length). False when
    /// the variable does not hold a string.
    package func appendString(_ added: String, to storage: inout Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case .string(var text) = storage else { return false }
        try budget.string(self, bytes: text.utf8.count + added.utf8.count, at: node)
        storage = .void
        text += added
        storage = .string(text)
        return true
    }

    /// The storage of the path a `Path { path in … }` closure is given (Paths.swift), so that
    /// `path.addLine(to:)` there changes it in place too. Not `@State` storage a render-tree node
    /// owns: a write to that goes through `modifyState`.
    private func pathCallbackStorage(_ name: String, _ slot: LocalSlot, in scope: Scope) -> Ref? {
        guard let ref = slot.ref(name, from: scope), ref.observed == nil, case .box(let storage) = ref.value,
              !storage.isInstalled, case .swiftUI(.path) = storage.value else { return nil }
        return storage
    }

    /// The storage a bare name writes to, when it is a plain `var`: not a constant, an `inout` alias,
    /// property-wrapper storage, a binding or an observed variable (whose observers must see the
    /// write), and not shadowed by a function or by a member of `self` (`LocalSlot` keeps no slot
    /// past those; the general path handles them). Reads and writes of such a variable go straight
    /// to its `Ref`.
    package func plainVariable(_ name: String, _ slot: LocalSlot, in scope: Scope) -> Ref? {
        guard let ref = slot.ref(name, from: scope), !ref.isConstant, !ref.isAlias, ref.observed == nil else { return nil }
        switch ref.value {
        case .box, .binding: return nil
        default: return ref
        }
    }
}
