// A profile row: a round avatar cut from a wider photo, and the member's name.
// 个人资料的一行：从一张更宽的照片裁出的圆形头像，以及会员的名字。
struct ContentView: View {
    var body: some View {
        HStack(spacing: 12) {
            Rectangle()
                .fill(.teal)                        // the photo: 120×80 / 照片：120×80
                .frame(width: 120, height: 80)
                .frame(width: 80, height: 80)       // the avatar's place in the row / 头像在这一行中的位置
                // TODO: draw the photo only inside a circle that fills this 80×80 frame.
                // TODO：只在填满这个 80×80 框架的圆里绘制照片。
                .accessibilityIdentifier("avatar")
            Text("Mei Lin")
        }
    }
}
