/// The last answers a table gave for names, so that asking again for the same name costs a
/// comparison rather than hashing it: Swift hashes a `String` with SipHash over its bytes, and learner
/// code asks the type table for the same few names (its own types, `Int`, `Array`) at nearly every
/// call, member and construction. Direct-mapped: a name has one slot, chosen from its length and its
/// first two bytes, and a later name with the same slot replaces it. The table that owns the
/// cache empties it whenever an answer could change.
struct NameCache<Answer> {
    private static var size: Int { 64 }
    private var names: [String?] = Array(repeating: nil, count: Self.size)
    private var answers: [Answer?] = Array(repeating: nil, count: Self.size)
    private var isEmpty = true

    /// The answer kept for `name`, if any.
    @inline(__always) func answer(for name: String) -> Answer? {
        let slot = Self.slot(of: name)
        guard let kept = names[slot], kept == name else { return nil }
        return answers[slot]
    }

    mutating func keep(_ answer: Answer, for name: String) {
        let slot = Self.slot(of: name)
        names[slot] = name
        answers[slot] = answer
        isEmpty = false
    }

    mutating func removeAll() {
        guard !isEmpty else { return }
        isEmpty = true
        for i in 0..<Self.size { names[i] = nil; answers[i] = nil }
    }

    /// From the length and the first two bytes, which an iterator reads without counting back from
    /// the end (`utf8.last` of a small string is not inlined).
    @inline(__always) private static func slot(of name: String) -> Int {
        var bytes = name.utf8.makeIterator()
        let first = Int(bytes.next() ?? 0), second = Int(bytes.next() ?? 0)
        return (name.utf8.count &* 7 &+ first &* 3 &+ second) & (size - 1)
    }
}
