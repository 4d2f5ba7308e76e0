/// A scope's variables by name. Most scopes hold a handful (a loop's element, a call's parameters),
/// so their names are compared in order, which costs less than hashing them; a scope that grows
/// past a few names (a program's globals) also keeps an index.
struct Variables {
    private var entries: [(name: String, ref: Ref)] = []
    private var index: [String: Int]?
    private static let indexedFrom = 8

    subscript(name: String) -> Ref? {
        get {
            if let index { return index[name].map { entries[$0].ref } }
            for entry in entries where entry.name == name { return entry.ref }
            return nil
        }
        set {
            let position = index?[name] ?? (index == nil ? entries.firstIndex { $0.name == name } : nil)
            switch (position, newValue) {
            case (let i?, let ref?): entries[i].ref = ref
            case (let i?, nil):
                entries.remove(at: i)
                index = nil
                reindex()
            case (nil, let ref?):
                entries.append((name, ref))
                if index != nil { index![name] = entries.count - 1 } else { reindex() }
            case (nil, nil): break
            }
        }
    }

    var names: [String] { entries.map(\.name) }

    func names(where include: (Ref) -> Bool) -> [String] {
        entries.filter { include($0.ref) }.map(\.name)
    }

    private mutating func reindex() {
        guard entries.count >= Self.indexedFrom else { index = nil; return }
        index = Dictionary(entries.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { $1 })
    }
}
