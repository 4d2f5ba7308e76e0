// Preferences in view-tree order: an outer writer replaces what its content writes, and a
// background's writers come after its content's.
struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

VStack {
    Text("a").preference(key: NamesKey.self, value: ["a"])
    VStack {
        Text("b").preference(key: NamesKey.self, value: ["b"])
        Text("c").preference(key: NamesKey.self, value: ["c"])
    }
    .preference(key: NamesKey.self, value: ["outer"])
    Text("d").background(Color.clear.preference(key: NamesKey.self, value: ["d"]))
}
.backgroundPreferenceValue(NamesKey.self) { names in
    Text(names.joined(separator: ","))
}
