/// The types a program can name, by name: the learner's, the builtins' extensions and the preludes'.
/// A prelude that only declares types waits here until code first names one of them; then it is
/// declared whole, and the name is found as if it had been declared from the start.
/// A class, so that declaring a prelude from inside a lookup writes the table the lookup reads.
package final class TypeTable {
    private var declared: [String: TypeDeclaration] = [:]
    /// The preludes not declared yet, by each of their type names.
    private var waiting: [String: Prelude] = [:]
    /// Declares a prelude (set by the interpreter, which owns the table).
    var declarePrelude: ((Prelude) -> Void)?

    package subscript(name: String) -> TypeDeclaration? {
        get {
            if let type = declared[name] { return type }
            guard let prelude = waiting[name] else { return nil }
            for typeName in prelude.typeNames { waiting[typeName] = nil }
            declarePrelude?(prelude)
            return declared[name]
        }
        set { declared[name] = newValue }
    }

    /// Whether `name` is declared now, without declaring a prelude that would declare it.
    package func isDeclared(_ name: String) -> Bool { declared[name] != nil }

    func awaitNames(of prelude: Prelude) {
        for name in prelude.typeNames where declared[name] == nil { waiting[name] = prelude }
    }

    /// The types declared so far (a waiting prelude's are not among them).
    package var values: Dictionary<String, TypeDeclaration>.Values { declared.values }

    /// Every name the table answers, waiting preludes' included: what a did-you-mean chooses from.
    package var names: [String] { Array(declared.keys) + waiting.keys }
}
