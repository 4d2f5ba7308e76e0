// A writer outside replaces what its content wrote: the group's own preference hides its buttons'
// titles, so the toolbar sees two entries.
// 外层的写入者会替换它的内容所写的值：这一组自己的首选项盖住了它里面按钮的标题，
// 所以工具栏看到两个条目。
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
