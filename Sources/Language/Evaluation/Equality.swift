import SwiftSyntax

extension Interpreter {
    /// Swift's `==`: a learner's own `static func ==` where the type declares one (`lhs.id == rhs.id`),
    /// else the synthesized equality, which compares stored properties and payloads with their own
    /// `==`; the built-in values' otherwise (`valuesEqual`). `contains`, `firstIndex(of:)` and a
    /// `switch` case use it as the standard library's do.
    package func equal(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool {
        let x = a.unboxed, y = b.unboxed
        switch (x, y) {
        case (.instance(let p), .instance(let q)):
            if let f = ownEquality(p.typeName) { return try call(f, x, y, p.typeName, at: node) }
            guard p.typeName == q.typeName, p.order == q.order else { return false }
            for name in p.order where !(try equal(p.fields[name]!, q.fields[name]!, at: node)) { return false }
            return true
        case (.object(let p), .object):
            if let f = ownEquality(p.typeName) { return try call(f, x, y, p.typeName, at: node) }
        case (.enumCase(let p), .enumCase(let q)):
            if let f = ownEquality(p.typeName) { return try call(f, x, y, p.typeName, at: node) }
            guard p.name == q.name, p.associated.count == q.associated.count else { return false }
            for (l, r) in zip(p.associated, q.associated) where !(try equal(l.value, r.value, at: node)) { return false }
            return true
        case (.array(let p), .array(let q)):
            guard p.count == q.count else { return false }
            for (l, r) in zip(p, q) where !(try equal(l, r, at: node)) { return false }
            return true
        case (.tuple(let p), .tuple(let q)):
            guard p.count == q.count else { return false }
            for (l, r) in zip(p, q) where !(try equal(l.value, r.value, at: node)) { return false }
            return true
        default: break
        }
        return valuesEqual(x, y)
    }

    /// The position of the first of `items` that `equal` calls equal to `value` (`contains`,
    /// `firstIndex(of:)`, a Set's `insert` and `remove`, which viewlab keeps as an array). An Int or
    /// a string is compared with the elements of its own kind here, as `equal` would compare them
    /// (`valuesEqual`'s `==`), and with any other element through `equal`: through `equal` alone,
    /// a Set of 20,000 Ints filled and then searched took 20 seconds (a pair of values copied and
    /// matched each time), where the standard library's hashing takes milliseconds.
    package func firstIndex(of value: Value, in items: [Value], at node: some SyntaxProtocol) throws -> Int? {
        let needle = value.unboxed
        switch needle {
        case .int(let n):
            for k in items.indices {
                if case .int(let m) = items[k] { if m == n { return k } } else if try equal(items[k], needle, at: node) { return k }
            }
        case .string(let s):
            for k in items.indices {
                if case .string(let t) = items[k] { if t == s { return k } } else if try equal(items[k], needle, at: node) { return k }
            }
        default:
            for k in items.indices where try equal(items[k], needle, at: node) { return k }
        }
        return nil
    }

    /// The `static func == (lhs: T, rhs: T) -> Bool` a learner's type declares.
    private func ownEquality(_ typeName: String) -> Callable? {
        types[typeName]?.staticMethods["=="]?.first { $0.userFunction?.parameters.count == 2 }
    }

    private func call(_ f: Callable, _ x: Value, _ y: Value, _ typeName: String, at node: some SyntaxProtocol) throws -> Bool {
        try truth(call(f, [Argument(label: nil, value: x), Argument(label: nil, value: y)], at: Syntax(node), selfType: typeName), at: node)
    }
}
