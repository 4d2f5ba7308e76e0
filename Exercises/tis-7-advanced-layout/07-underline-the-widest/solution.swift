// reduce folds the labels' widths one after another, starting from the first one written:
// keeping the larger of the two each time leaves the widest at the end.
// reduce 从写在最前面的那个开始，一个接一个地合并标签的宽度：每次保留两者中较大的那个，
// 最后留下的就是最宽的。
struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
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
