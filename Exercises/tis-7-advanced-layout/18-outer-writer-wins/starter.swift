// A toolbar that lists its entries.
// 列出各个条目的工具栏。
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
        // TODO: make this group one entry, "More".
        // TODO：让这一组成为一个条目 "More"。
    }
    .overlayPreferenceValue(TitlesKey.self, alignment: .bottom) { titles in
        Text(titles.joined(separator: ",")).fixedSize().offset(y: 30).accessibilityIdentifier("summary")
    }
}
