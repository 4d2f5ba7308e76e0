// A badge drawn in the row's overlay, on the corner of the icon it finds through an anchor.
// 画在这一行的 overlay 里的徽章，位于它通过锚点找到的图标的角上。
struct IconKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

#Preview {
    HStack {
        Text("Inbox")
        Color.gray.frame(width: 30, height: 30)
            .anchorPreference(key: IconKey.self, value: .bounds) { $0 }
            .accessibilityIdentifier("icon")
        Text("3 new")
    }
    .overlayPreferenceValue(IconKey.self) { anchor in
        GeometryReader { proxy in
            if let anchor {
                let icon = proxy[anchor]
                // TODO: centre the dot on the top-right corner of `icon`.
                // TODO：让圆点的中心落在 `icon` 的右上角。
                Color.red.frame(width: 10, height: 10).offset(x: icon.minX, y: icon.minY).accessibilityIdentifier("dot")
            }
        }
    }
}
