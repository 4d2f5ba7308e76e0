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
        // A declared method of the same name that the arguments fit (SwiftUI's `remove(atOffsets:)`
        // beside the array's `remove(at:)`) is the general path's to call.
        let declared = extensionCategories(of: ref.value).lazy.compactMap { self.types[$0]?.methods[name] }.first ?? []
        if !declared.isEmpty, fitting(declared, pending) != nil { return nil }
        var args = try evaluateArguments(pending, in: scope) { _ in .none }
        if let type = ref.declaredType { args = conformedArguments(args, of: name, on: type, at: node) }
        var target = ref.value
        // The variable lets go of its value for the call, so the storage has one owner and grows in place.
        ref.value = .void
        defer { ref.value = target }
        return try builtinMethod(name, on: &target, args, at: node)
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
