// A photo card: a panorama far wider than the screen, and its caption.
// 一张照片卡片：一幅比屏幕宽得多的全景图，以及它的说明文字。
#image("panorama", width: 2000, height: 200)

#Preview {
    VStack(alignment: .leading) {
        Image("panorama")
            .accessibilityIdentifier("image")
            // TODO: the card should be as wide as the window; the image keeps its own size.
            // 待办：卡片应该和窗口一样宽；图片保持它自己的尺寸。
            .frame(maxWidth: .infinity)
            .accessibilityIdentifier("photo")
        Text("The harbour at dawn, seen from the hill")
            .accessibilityIdentifier("caption")
    }
    .accessibilityIdentifier("card")
}
