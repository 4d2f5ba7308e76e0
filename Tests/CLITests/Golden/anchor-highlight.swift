// An anchor of the selected item, resolved in an overlay: the highlight sits where the item is.
struct HighlightKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

HStack {
    Text("One")
    Text("Two").anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
    Text("Three")
}
.overlayPreferenceValue(HighlightKey.self) { anchor in
    GeometryReader { proxy in
        if let anchor {
            let rect = proxy[anchor]
            Color.yellow.frame(width: rect.width, height: 2).offset(x: rect.minX, y: rect.maxY)
        }
    }
}
