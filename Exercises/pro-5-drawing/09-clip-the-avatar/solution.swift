// A profile row: a round avatar cut from a wider photo, and the member's name.
struct ContentView: View {
    var body: some View {
        HStack(spacing: 12) {
            Rectangle()
                .fill(.teal)                        // the photo: 120×80
                .frame(width: 120, height: 80)
                .frame(width: 80, height: 80)       // the avatar's place in the row
                // The circle fills this 80×80 frame; only what lies inside it is drawn. The 20
                // points of photo that stick out on each side are cut off, and the corners too.
                // Layout does not change: the row still places an 80-point avatar.
                .clipShape(Circle())
                .accessibilityIdentifier("avatar")
            Text("Mei Lin")
        }
    }
}
