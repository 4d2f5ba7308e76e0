#Preview {
    HStack {
        Color.red.frame(width: 40, height: 40).accessibilityIdentifier("a")
        Color.orange.frame(width: 40, height: 40).accessibilityIdentifier("b")
            // TODO: the green square should move along.
            // TODO：绿色方形应该跟着移动。
            .offset(x: 20)
        Color.green.frame(width: 40, height: 40).accessibilityIdentifier("c")
    }
}
