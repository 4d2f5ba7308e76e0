/// A scope's variables by name. Most scopes hold one or a handful (a loop's element, a call's
/// parameters), so the first is kept inline, with no array to allocate, and the names are compared
/// in order, which costs less than hashing them; a scope that grows past a few names (a program's
/// globals) also keeps an index. Noncopyable: a name read borrows the scope's variables where they
/// are, where a copyable struct read from its class is copied out whole (its four references
/// retained) at every read.
package struct Variables: ~Copyable {
    // The first variable in two fields rather than an optional tuple: a name site reads it in place,
    // where an optional tuple is copied out (a retain of the name and of the variable) to be read.
    private var firstName = ""
    private var firstRef: Ref?
    private var rest: [(name: String, ref: Ref)] = []
    private var index: [String: Int]?
    private static let indexedFrom = 8

    /// How many variables are declared here.
    package var count: Int { firstRef == nil ? 0 : 1 + rest.count }

    package subscript(name: String) -> Ref? {
        guard let firstRef else { return nil }
        if firstName == name { return firstRef }
        if let index { return index[name].map { rest[$0].ref } }
        for entry in rest where entry.name == name { return entry.ref }
        return nil
    }

    /// Where `name` is declared here, and its variable: 0 for the first name, then in order of
    /// declaration. A position never changes once given, so a name site can keep it (`LocalSlot`).
    package func slot(of name: String) -> (index: Int, ref: Ref)? {
        guard let firstRef else { return nil }
        if firstName == name { return (0, firstRef) }
        if let index { return index[name].map { ($0 + 1, rest[$0].ref) } }
        for i in rest.indices where rest[i].name == name { return (i + 1, rest[i].ref) }
        return nil
    }

    /// The variable at `slot`, if it is still `name`'s.
    @inline(__always)package 
    func ref(at slot: Int, named name: String) -> Ref? {
        if slot == 0 { return firstName == name ? firstRef : nil }
        guard slot <= rest.count, rest[slot - 1].name == name else { return nil }
        return rest[slot - 1].ref
    }

    /// The value of the variable at `slot`, if it is still `name`'s: read where it is, with no
    /// reference to the variable taken (a name read's most frequent path).
    @inline(__always) package func readValue(at slot: Int, named name: String) -> Value? {
        if slot == 0 { return firstName == name ? firstRef?.readValue : nil }
        guard slot <= rest.count, rest[slot - 1].name == name else { return nil }
        return rest[slot - 1].ref.readValue
    }

    /// `readValue(at:named:)` as a number (`Ref.number`), read in place too.
    @inline(__always) package func readNumber(at slot: Int, named name: String) -> NumberRead? {
        if slot == 0 { return firstName == name ? firstRef?.number : nil }
        guard slot <= rest.count, rest[slot - 1].name == name else { return nil }
        return rest[slot - 1].ref.number
    }

    /// The variable declared here as `name`, when nothing but this scope holds it.
    package mutating func unshared(_ name: String) -> Ref? {
        if firstRef != nil, firstName == name {
            return isKnownUniquelyReferenced(&firstRef!) ? firstRef : nil
        }
        guard let i = index?[name] ?? (index == nil ? rest.firstIndex(where: { $0.name == name }) : nil) else { return nil }
        return isKnownUniquelyReferenced(&rest[i].ref) ? rest[i].ref : nil
    }

    /// A counted loop's next number written into its variable where it is: the first declared
    /// here, a plain variable nothing but this scope holds (what `Scope.declare` would reuse). False
    /// when it is not, and nothing was written.
    @inline(__always) package mutating func rebind(_ name: String, _ value: Value) -> Bool {
        guard firstRef != nil, firstName == name, isKnownUniquelyReferenced(&firstRef!) else { return false }
        guard firstRef!.isReusable(asConstant: false), !firstRef!.isDeclaredOptional, firstRef!.declaredType == nil else { return false }
        firstRef!.value = value
        return true
    }

    /// Keeps only the first `count` variables (a call's parameters), their values let go, for the
    /// scope's reuse (`Scope.finishedCall`); the others go. False, with nothing changed, when
    /// something else holds one of those kept.
    package mutating func empty(keepingFirst count: Int) -> Bool {
        let keptRest = min(max(0, count - 1), rest.count)
        if count > 0 {
            guard firstRef != nil, isKnownUniquelyReferenced(&firstRef!) else { return false }
            for i in 0..<keptRest where !isKnownUniquelyReferenced(&rest[i].ref) { return false }
            firstRef!.value = .void
            for i in 0..<keptRest { rest[i].ref.value = .void }
        } else {
            firstName = ""
            firstRef = nil
        }
        if rest.count > keptRest {
            rest.removeSubrange(keptRest...)
            index = Self.index(of: rest)
        }
        return true
    }

    /// The positions of `rest`'s names, once there are enough of them that comparing each costs more.
    private static func index(of rest: [(name: String, ref: Ref)]) -> [String: Int]? {
        rest.count >= indexedFrom ? Dictionary(rest.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { $1 }) : nil
    }

    /// Declares `name`, replacing a declaration of the same name in this scope.
    package mutating func set(_ name: String, _ ref: Ref) {
        DeclarationEpoch.declared(name)
        if firstRef == nil || firstName == name {
            firstName = name
            firstRef = ref
        } else if let i = index?[name] ?? (index == nil ? rest.firstIndex(where: { $0.name == name }) : nil) {
            rest[i].ref = ref
        } else {
            rest.append((name, ref))
            if index != nil { index![name] = rest.count - 1 } else { index = Self.index(of: rest) }
        }
    }

    private var entries: [(name: String, ref: Ref)] { (firstRef.map { [(firstName, $0)] } ?? []) + rest }

    package var names: [String] { entries.map(\.name) }

    package func names(where include: (Ref) -> Bool) -> [String] {
        entries.filter { include($0.ref) }.map(\.name)
    }
}
