// In its local space a reader is always at (0, 0); in the card's named space its x is how far it
// is from the card's left edge: 16 points of padding and the 24-point grey box.
// 在它自己的局部坐标空间中，几何读取器总在 (0, 0)；在卡片的命名坐标空间中，
// 它的 x 就是它离卡片左边缘的距离：16 点的内边距加上 24 点宽的灰色色块。
#Preview {
    HStack(spacing: 0) {
        Color.gray.frame(width: 24, height: 30)
        GeometryReader { proxy in
            let frame = proxy.frame(in: .named("card"))
            Color.red.frame(width: frame.minX, height: 4).accessibilityIdentifier("ruler")
        }
        .frame(width: 100, height: 30)
        .accessibilityIdentifier("reader")
    }
    .padding(16)
    .accessibilityIdentifier("card")
    .coordinateSpace(name: "card")
}
