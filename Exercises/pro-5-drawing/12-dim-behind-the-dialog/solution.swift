// A photo screen with a "Delete photo?" dialog open over it.
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
