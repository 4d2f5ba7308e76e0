import SwiftSyntax

/// A dictionary's entry changed where the dictionary holds it: `groups[key, default: []].append(x)`,
/// `counts[word, default: 0] += 1`.
extension Interpreter {
    /// The entry for `keys` (a key, and the `default:` when written) given to `body` and written
    /// back; a nil written removes it. The dictionary lets go of the entry for the write, so that
    /// an array there grows in place.
    func modifyEntry(of d: inout DictionaryValue, _ keys: [Value], labels: [String?], at node: SubscriptCallExprSyntax,
                     _ body: (inout Value) throws -> Void) throws {
        let fallback = try dictionaryDefault(keys, labels: labels, at: node)
        guard keys.count == 1 || fallback != nil else { throw error(.dictionarySubscript, at: node) }
        try modifyEntry(of: &d, key: keys[0], fallback: fallback, at: node, body)
    }

    /// `modifyEntry(of:_:labels:at:_:)` with the key and its `default:` (nil: none) read already.
    private func modifyEntry(of d: inout DictionaryValue, key: Value, fallback: Value?, at node: SubscriptCallExprSyntax,
                             _ body: (inout Value) throws -> Void) throws {
        let index = d.index(of: key)
        var v = index.map { d.values[$0] } ?? fallback ?? .nilValue
        if let index { d.values[index] = .void }
        do { try body(&v) } catch { if let index { d.values[index] = v }; throw error }
        if index == nil, !v.isNil { try budget.elements(self, d.keys.count + 1, of: .dictionary, at: node) }
        if let index, !v.isNil { d.values[index] = v } else { d[key] = v.isNil ? nil : v }
    }

    /// `counts[word, default: 0] += 1` where `counts` is a plain variable holding a dictionary
    /// (`plainVariable`) and the labels are the dictionary's (`ElementTarget.namesDictionaryEntry`):
    /// `change` is given the entry (the right-hand side evaluated in it while the dictionary is
    /// whole) and its result written back where the variable holds the dictionary; a declared value
    /// type (`[String: Double]`) conforms the result. No argument list is made, and the key is
    /// hashed once: the entry found before the right-hand side ran (which may change the
    /// dictionary) is written when its place still holds the key, keys being unique; otherwise the
    /// general path's write finds it again. False, with nothing evaluated, when the subscript is not
    /// the dictionary's own (a learner's on `Dictionary`) or the declared type is not a
    /// dictionary's (through any `typealias`).
    package func modifyEntry(ofVariable ref: Ref, _ element: ElementTarget, in scope: Scope,
                             _ change: (Value) throws -> Value) throws -> Bool {
        guard case .dictionary = ref.value, userSubscript(of: ref.value, labels: element.labels) == nil else { return false }
        let arguments = element.arguments
        // A declared type that names no dictionary's value type (`Any`) leaves the write to the general path.
        let shape = declaredShapes.shape(ofVariable: ref)
        if let shape, shape.subscriptElement == nil { return false }
        // The labels are `[key]`'s or `[key, default: v]`'s (`ElementTarget.namesDictionaryEntry`).
        let key = try arguments[0].run(self, scope)
        let fallback = arguments.count == 2 ? try arguments[1].run(self, scope) : nil
        let found: Int?, current: Value
        do {
            guard case .dictionary(let d) = ref.value else { throw error(.dictionarySubscript, at: element.sub) }
            found = d.index(of: key)
            current = found.map { d.values[$0] } ?? fallback ?? .nilValue
        }
        let changed = try change(current)
        let written = shape.map { conformed(changed, asElementOf: $0, at: element.sub) } ?? changed
        guard case .dictionary(var d) = ref.value else { throw error(.dictionarySubscript, at: element.sub) }
        ref.value = .void
        defer { ref.value = .dictionary(d) }
        if let found, !written.isNil, found < d.keys.count, valuesEqual(d.keys[found], key) {
            d.values[found] = written
        } else {
            try modifyEntry(of: &d, key: key, fallback: fallback, at: element.sub) { $0 = written }
        }
        return true
    }
}
