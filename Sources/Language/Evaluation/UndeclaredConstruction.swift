import SwiftSyntax

/// A bare call `Name(…)` of a type the learner declares nothing of (`String(n)`, `Double(x)`,
/// `Text("Hi")`): how its arguments are evaluated, and the shortcut a `ConstructionSite` takes
/// once it knows no declaration has a say.
extension Interpreter {
    /// How `construct` evaluates an argument of a type the learner declares nothing of: the standard
    /// library's collections type their literals themselves (`Dictionary(grouping: [1, 2], by:)`
    /// holds Ints), the catalogue says where a number is a Double.
    func undeclaredArgumentHint(_ name: String, _ label: String?) -> Hint {
        isStandardCollection(name) ? .none : library.numberHint(name, label)
    }

    /// The hints of `construct`'s arguments when nothing the learner declares has a say in what the
    /// bare call `name(…)` constructs, for its `ConstructionSite` to keep; nil when something may
    /// (a type or extension of the name, a method or stored property of the name that a `self`
    /// could offer first, `StateObject`'s deferred value). The caller has found no variable or
    /// function of the name in scope.
    package func undeclaredConstructionHints(_ name: String, _ pending: [PendingArgument]) -> [Hint]? {
        guard name != "StateObject", name != "Self", types[name] == nil, !declaredMethodNames.contains(name),
              !types.values.contains(where: { $0.storedNames.contains(name) }) else { return nil }
        return pending.map { undeclaredArgumentHint(name, $0.label) }
    }

    /// `construct` for a call site that kept `undeclaredConstructionHints`.
    package func constructUndeclared(_ name: String, _ pending: [PendingArgument], hints: [Hint], at node: Syntax,
                                     in scope: Scope) throws -> Value {
        var args: [Argument] = []
        args.reserveCapacity(pending.count)
        for (p, hint) in zip(pending, hints) {
            args.append(Argument(label: p.label, value: try p.operand.evaluate(self, scope, hint: hint), syntax: p.syntax,
                                 isTrailingClosure: p.isTrailingClosure, isInout: p.isInout))
        }
        return try constructEvaluated(name, declared: nil, args, at: node)
    }

    /// `Array`, `Set` or `Dictionary`, with or without generic arguments: told without making a
    /// string, since every view and value construction asks.
    private func isStandardCollection(_ name: String) -> Bool {
        switch name.utf8.first {
        case UInt8(ascii: "A"): name == "Array" || name.hasPrefix("Array<")
        case UInt8(ascii: "S"): name == "Set" || name.hasPrefix("Set<")
        case UInt8(ascii: "D"): name == "Dictionary" || name.hasPrefix("Dictionary<")
        default: false
        }
    }
}
