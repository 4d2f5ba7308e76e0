// A writer outside replaces what its content wrote: the group's own preference hides its buttons'
// titles, so the toolbar sees two entries.
struct TitlesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

#Preview {
    HStack {
        Text("Edit").preference(key: TitlesKey.self, value: ["Edit"])
        HStack {
            Text("Share").preference(key: TitlesKey.self, value: ["Share"])
            Text("Print").preference(key: TitlesKey.self, value: ["Print"])
        }
        .preference(key: TitlesKey.self, value: ["More"])
    }
    .overlayPreferenceValue(TitlesKey.self, alignment: .bottom) { titles in
        Text(titles.joined(separator: ",")).fixedSize().offset(y: 30).accessibilityIdentifier("summary")
    }
}
