// The background is drawn at the size of the view it modifies. Applied after .padding(), it
// modifies the padded view, so the fill covers 51 + 2·16 by 17 + 2·16 points.
// 背景按它所修饰的视图的尺寸绘制。放在 .padding() 之后，它修饰的是加了内边距的视图，
// 所以填充覆盖 51 + 2·16 乘 17 + 2·16 点。
#Preview {
    Text("Favorite")
        .padding()
        .background(Color.blue.accessibilityIdentifier("fill"))
}
