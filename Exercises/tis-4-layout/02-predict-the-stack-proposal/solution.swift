// No spacing, three children: the text is the least flexible, so it is asked first and gets
// 180 ÷ 3 = 60. It wraps to two lines and takes 36; the colours share the rest.
#Preview {
    HStack(spacing: 0) {
        Color.cyan
        Text("Hello, World!").accessibilityIdentifier("label")
        Color.teal
    }
}

let proposedWidth = 60.0
