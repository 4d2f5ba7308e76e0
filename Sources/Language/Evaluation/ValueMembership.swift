/// Which values a Set holds, for its algebra (`union`, `subtracting`, `isSubset`…) and for
/// `Set(sequence)`: numbers, strings and Booleans found by hashing (`HashedKey`), any other value by
/// comparing it with each such member (`equal`, which runs a type's own `==`). viewlab keeps a Set as
/// an array of distinct members, and comparing every value with every member made `Set(words)` of
/// 20,000 words take seconds (Swift's Set hashes).
struct ValueMembership {
    private var hashed = Set<HashedKey>()
    private var others: [Value] = []

    init() {}

    init(_ members: [Value]) {
        for member in members {
            if let key = HashedKey(member) { hashed.insert(key) } else { others.append(member) }
        }
    }

    /// Adds `value` unless a member equals it (`equal(member, value)`); whether it was added.
    mutating func insert(_ value: Value, _ equal: (Value, Value) throws -> Bool) rethrows -> Bool {
        if let key = HashedKey(value) { return hashed.insert(key).inserted }
        if try others.contains(where: { try equal($0, value) }) { return false }
        others.append(value)
        return true
    }

    /// Whether a member equals `value` (`equal(member, value)`).
    func contains(_ value: Value, _ equal: (Value, Value) throws -> Bool) rethrows -> Bool {
        if let key = HashedKey(value) { return hashed.contains(key) }
        return try others.contains { try equal($0, value) }
    }
}
