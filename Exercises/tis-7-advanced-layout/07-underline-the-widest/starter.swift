// A line as wide as the widest label, from the widths the labels report.
// 一条和最宽的标签一样宽的线，宽度来自标签报告的宽度。
struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        // TODO: keep the largest width, not the last one.
        // TODO：保留最大的宽度，而不是最后一个。
        value = nextValue()
    }
}

#Preview {
    VStack(alignment: .leading) {
        Text("Home").preference(key: WidthKey.self, value: 27).accessibilityIdentifier("home")
        Text("Favourites").preference(key: WidthKey.self, value: 63).accessibilityIdentifier("favourites")
        Text("Settings").preference(key: WidthKey.self, value: 51).accessibilityIdentifier("settings")
    }
    .overlayPreferenceValue(WidthKey.self, alignment: .bottomLeading) { width in
        Color.blue.frame(width: width, height: 2).accessibilityIdentifier("line")
    }
}
