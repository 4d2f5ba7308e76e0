#Preview {
    HStack(spacing: 0) {
        Color.cyan
        // TODO: make the stack size this text before the colours.
        // TODO：让堆栈先确定这个文本的尺寸，再确定颜色的。
        Text("Hello, World!").accessibilityIdentifier("label")
        Color.teal
    }
}
