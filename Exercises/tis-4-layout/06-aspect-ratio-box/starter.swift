#Preview {
    Color.blue
        // TODO: replace the fixed frame with a modifier that keeps the 16:9 ratio.
        // TODO：把固定框架换成一个保持 16:9 比例的修饰器。
        .frame(width: 200, height: 112.5)
        .accessibilityIdentifier("box")
}
