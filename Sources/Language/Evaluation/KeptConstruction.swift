import SwiftSyntax

/// A bare call `Name(…)` whose meaning a `ConstructionSite` keeps (`Particle(x: 1)`, `String(n)`,
/// `Text("Hi")`): what the site keeps, and the construction it then runs at once.
extension Interpreter {
    /// How `construct` evaluates an argument of a type the learner declares nothing of: the standard
    /// library's collections type their literals themselves (`Dictionary(grouping: [1, 2], by:)`
    /// holds Ints), the catalogue says where a number is a Double.
    func undeclaredArgumentHint(_ name: String, _ label: String?) -> Hint {
        isStandardCollection(name) ? .none : library.numberHint(name, label)
    }

    /// What a bare call `name(…)` constructs and how its arguments are evaluated, for its
    /// `ConstructionSite` to keep: the struct, class or enum declared of that name (the learner's,
    /// or a prelude's such as `CGRect`) with its initializers' hints, or no declaration at all (a
    /// built-in type or a view). nil when something else may have a say: an extension of a
    /// built-in type (its initializers come first), a protocol, a method or stored property of the
    /// name that a `self` could offer first, `StateObject`'s deferred value, `SKShader`'s check. The
    /// caller has found no variable or function of the name in scope.
    package func keptConstruction(_ name: String, _ pending: [PendingArgument]) -> ConstructionSite.Answer? {
        // Nor a name types share, which means the one nested in the code's own type (`resolvedTypeName`).
        guard name != "StateObject", name != "Self", name != "SKShader", !declaredMethodNames.contains(name),
              !declaredStoredNames.contains(name), !sharedTypeNames.contains(name) else { return nil }
        guard let type = types[name] else {
            let oneArgument = pending.count == 1 && pending[0].label == nil && !pending[0].isTrailingClosure && !pending[0].isInout
            let conversion: ConstructionSite.Conversion? = !oneArgument ? nil
                : floatingPointTypeNames.contains(name) ? .floatingPoint : name == "String" ? .string : nil
            return (nil, pending.map { undeclaredArgumentHint(name, $0.label) }, conversion, library.isView(name))
        }
        guard type.kind != .builtin, type.kind != .protocolType else { return nil }
        let hints = constructionPlan(of: type).argumentHints
        return (type, pending.map { hints[$0.label ?? "_"] ?? .none }, nil, false)
    }

    /// `construct` for a call site that kept `keptConstruction`.
    package func construct(_ name: String, _ pending: [PendingArgument], kept site: ConstructionSite, at node: Syntax,
                           in scope: Scope) throws -> Value {
        if let shape = site.shape { return shape }
        let hints = site.hints
        if let conversion = site.conversion {
            // `Double(end - first - 1)`, `String(i % 10)` in a loop: what `constructBuiltinValue`
            // makes of the value, with no argument list built and no catalogue asked.
            let value = try pending[0].operand.evaluate(self, scope, hint: hints[0])
            switch (conversion, value.unboxed) {
            case (.floatingPoint, .int(let i)): return .double(Double(i))
            case (.floatingPoint, .double(let d)): return .double(d)
            case (.string, .int(let i)): return .string(i.decimalText)
            case (.string, .double(let d)): return .string(String(d))
            case (.string, .string(let s)): return .string(s)
            case (.string, .bool(let b)): return .string(String(b))
            default:
                let p = pending[0]
                return try constructEvaluated(name, declared: nil, [Argument(label: nil, value: value, syntax: p.syntax, isTrailingClosure: false,
                                                                             isInout: false)], at: node, mayBeView: site.namesView)
            }
        }
        if let type = site.type {
            if let made = try nativeGeometry(type, pending, hints: hints, at: node, in: scope) { return made }
            if let made = try plainMemberwise(type, pending, hints: hints, at: node, in: scope) { return made }
            return try construct(type, try evaluateArguments(pending, in: scope, hints: hints), at: node)
        }
        let args = try evaluateArguments(pending, in: scope, hints: hints)
        let made = try constructEvaluated(name, declared: nil, args, at: node, mayBeView: site.namesView)
        if pending.isEmpty, case .view(.shape) = made { site.keepShape(made) }
        return made
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
