// transformPreference changes what its content collects, in place: (1 + 2 + 10) × 2.
struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}
VStack {
    Text("a").preference(key: CountKey.self, value: 1)
    Text("b").preference(key: CountKey.self, value: 2)
}
.transformPreference(CountKey.self) { $0 += 10 }
.transformPreference(CountKey.self) { value in value *= 2 }
.overlayPreferenceValue(CountKey.self) { total in Text("\(total)") }
