// A photo screen with a "Delete photo?" dialog open over it.
// 照片界面，上面打开了一个 "Delete photo?" 对话框。
struct ContentView: View {
    var body: some View {
        ZStack {
            VStack {
                Text("Holiday album")
                Text("128 photos")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .accessibilityIdentifier("screen")
            // Half opaque: each point on screen becomes half this black and half what is behind
            // it. Over the white screen that is a mid-gray, and the text still shows through.
            // The dialog comes later in the ZStack, so it is drawn over the dimming, unchanged.
            // 不透明度为一半：屏幕上的每个点都变成一半这个黑色、一半它后面的东西。在白色的界面上，
            // 这是中灰色，文字仍然能透出来。对话框在 ZStack 里排在后面，所以它画在变暗层之上，
            // 保持不变。
            Color.black.opacity(0.5)
            VStack(spacing: 12) {
                Text("Delete photo?")
                Text("Cancel")
            }
            .frame(width: 200, height: 120)
            .background(.white, in: RoundedRectangle(cornerRadius: 14))
            .accessibilityIdentifier("dialog")
        }
    }
}
