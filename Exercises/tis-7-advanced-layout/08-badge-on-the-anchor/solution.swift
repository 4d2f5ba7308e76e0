// proxy[anchor] gives the icon's frame in the reader's own space; the dot's top-left corner goes
// half its size up and to the left of the icon's top-right corner, so its centre sits on it.
// proxy[anchor] 给出图标在几何读取器自己的坐标空间中的框架；圆点的左上角放在图标右上角向上、
// 向左各偏移圆点一半尺寸的地方，于是圆点的中心正好落在那个角上。
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
                Color.red.frame(width: 10, height: 10).offset(x: icon.maxX - 5, y: icon.minY - 5).accessibilityIdentifier("dot")
            }
        }
    }
}
