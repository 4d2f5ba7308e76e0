// A ruler as long as the distance from the card's edge to the reader.
// 一把尺子，长度等于从卡片边缘到几何读取器的距离。
#Preview {
    HStack(spacing: 0) {
        Color.gray.frame(width: 24, height: 30)
        GeometryReader { proxy in
            // TODO: measure in the card's named space.
            // TODO：在卡片的命名坐标空间中测量。
            let frame = proxy.frame(in: .local)
            Color.red.frame(width: frame.minX, height: 4).accessibilityIdentifier("ruler")
        }
        .frame(width: 100, height: 30)
        .accessibilityIdentifier("reader")
    }
    .padding(16)
    .accessibilityIdentifier("card")
    .coordinateSpace(name: "card")
}
