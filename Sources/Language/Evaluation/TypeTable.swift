/// The types a program can name, by name: the learner's, the builtins' extensions and the preludes'.
/// A prelude that only declares types waits here until code first names one of them; then it is
/// declared whole, and the name is found as if it had been declared from the start.
/// A class, so that declaring a prelude from inside a lookup writes the table the lookup reads.
package final class TypeTable {
    private enum Entry {
        case declared(TypeDeclaration)
        /// A prelude not declared yet, under each of its type names.
        case waiting(Prelude)
    }
    // Read by almost every call and name in learner code: one dictionary, so a lookup hashes the
    // name once; no access spans a call that could write it, so the exclusivity checks are left out.
    @exclusivity(unchecked) private var entries: [String: Entry] = [:] { didSet { recent.removeAll(); DeclarationEpoch.advance() } }
    /// The last answers, declared types and names that are none (`Int` is asked for often and is
    /// not in the table). Emptied by any change to `entries`.
    @exclusivity(unchecked) private var recent = NameCache<TypeDeclaration?>()
    /// Declares a prelude (set by the interpreter, which owns the table).
    var declarePrelude: ((Prelude) -> Void)?

    package subscript(name: String) -> TypeDeclaration? {
        get {
            if let answer = recent.answer(for: name) { return answer }
            switch entries[name] {
            case .declared(let type)?: recent.keep(type, for: name); return type
            case nil: recent.keep(nil, for: name); return nil
            case .waiting(let prelude)?:
                for typeName in prelude.typeNames { if case .waiting? = entries[typeName] { entries[typeName] = nil } }
                declarePrelude?(prelude)
                if case .declared(let type)? = entries[name] { return type }
                return nil
            }
        }
        set { entries[name] = newValue.map(Entry.declared) }
    }

    /// Whether `name` is declared now, without declaring a prelude that would declare it.
    package func isDeclared(_ name: String) -> Bool {
        if case .declared? = entries[name] { true } else { false }
    }

    func awaitNames(of prelude: Prelude) {
        for name in prelude.typeNames where entries[name] == nil { entries[name] = .waiting(prelude) }
    }

    /// The types declared so far (a waiting prelude's are not among them).
    package var values: [TypeDeclaration] {
        entries.values.compactMap { if case .declared(let type) = $0 { type } else { nil } }
    }

    /// Every name the table answers, waiting preludes' included: what a did-you-mean chooses from.
    package var names: [String] { Array(entries.keys) }
}
