// A profile row: a round avatar cut from a wider photo, and the member's name.
// 个人资料的一行：从一张更宽的照片裁出的圆形头像，以及会员的名字。
struct ContentView: View {
    var body: some View {
        HStack(spacing: 12) {
            Rectangle()
                .fill(.teal)                        // the photo: 120×80 / 照片：120×80
                .frame(width: 120, height: 80)
                .frame(width: 80, height: 80)       // the avatar's place in the row / 头像在这一行中的位置
                // The circle fills this 80×80 frame; only what lies inside it is drawn. The 20
                // points of photo that stick out on each side are cut off, and the corners too.
                // Layout does not change: the row still places an 80-point avatar.
                // 圆填满这个 80×80 的框架；只有它里面的部分会被绘制。
                // 照片在两侧各伸出的 20 点被裁掉了，四个角也是。布局不变：
                // 这一行放置的仍然是一个 80 点的头像。
                .clipShape(Circle())
                .accessibilityIdentifier("avatar")
            Text("Mei Lin")
        }
    }
}
