// A photo card: a panorama far wider than the screen, and its caption.
// 一张照片卡片：一幅比屏幕宽得多的全景图，以及它的说明文字。
#image("panorama", width: 2000, height: 200)

#Preview {
    VStack(alignment: .leading) {
        Image("panorama")
            .accessibilityIdentifier("image")
            // A frame is layout neutral for what it leaves out. With only maxWidth, its minimum
            // width is the image's, 2000, and it never reports less, so the stack grows to 2000
            // and the caption slides off screen. minWidth: 0 gives the frame a minimum of its own:
            // it reports the width it is offered, and the image overflows it instead (.clipped()
            // would hide what sticks out).
            // 框架对它没写的尺寸是布局中立的。只写 maxWidth 时，它的最小宽度就是图片的 2000，
            // 它报告的宽度永远不会更小，于是堆栈变成 2000 宽，说明文字滑出了屏幕。
            // minWidth: 0 给了框架它自己的最小值：它报告收到的宽度，图片改为从框架里溢出
            // （.clipped() 可以把伸出去的部分藏起来）。
            .frame(minWidth: 0, maxWidth: .infinity)
            .accessibilityIdentifier("photo")
        Text("The harbour at dawn, seen from the hill")
            .accessibilityIdentifier("caption")
    }
    .accessibilityIdentifier("card")
}
