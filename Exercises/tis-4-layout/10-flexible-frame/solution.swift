// The frame clamps the proposal: max(60, min(20, 200)) = 60, 100 stays 100, and 400 becomes 200.
// 框架对建议尺寸进行夹断：max(60, min(20, 200)) = 60，100 保持 100，400 变成 200。
#Preview {
    Color.orange
        .frame(minWidth: 60, maxWidth: 200)
        .accessibilityIdentifier("box")
}
