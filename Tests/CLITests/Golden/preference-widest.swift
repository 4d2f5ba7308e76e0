// The widest label, collected with a preference and shown in an overlay: only writers take part,
// the first seeds the value and each later one is folded in with reduce.
struct WidestKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

VStack {
    Text("Short").preference(key: WidestKey.self, value: 31)
    Text("Much longer").preference(key: WidestKey.self, value: 70)
    Text("No writer")
}
.overlayPreferenceValue(WidestKey.self, alignment: .bottom) { widest in
    Text("widest \(Int(widest))")
}
