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
            // TODO: the screen should still show through: black at half opacity.
            // TODO：界面应该仍然能透出来：半透明的黑色。
            Color.black
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
