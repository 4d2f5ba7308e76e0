#Preview {
    HStack(spacing: 0) {
        Color.cyan
        Text("Hello, World!").accessibilityIdentifier("label")
        Color.teal
    }
}

// TODO: the width the HStack proposes to the text at 180×180.
// TODO：在 180×180 下，HStack 向文本建议的宽度。
let proposedWidth = 0.0
