// A profile row: a round avatar cut from a wider photo, and the member's name.
struct ContentView: View {
    var body: some View {
        HStack(spacing: 12) {
            Rectangle()
                .fill(.teal)                        // the photo: 120×80
                .frame(width: 120, height: 80)
                .frame(width: 80, height: 80)       // the avatar's place in the row
                // TODO: draw the photo only inside a circle that fills this 80×80 frame.
                .accessibilityIdentifier("avatar")
            Text("Mei Lin")
        }
    }
}
