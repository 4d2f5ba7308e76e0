// A photo: a double tap likes it, a single tap shows or hides its caption.
struct Photo: View {
    @State private var liked = false
    @State private var showsCaption = false
    var body: some View {
        VStack {
            Color.teal
                .frame(width: 200, height: 150)
                .accessibilityIdentifier("photo")
                // `count:` is how many taps in a row the gesture waits for. The double tap is
                // attached first, nearest the view: SwiftUI then lets the single tap fire only
                // when a second tap does not follow.
                .onTapGesture(count: 2) { liked.toggle() }
                .onTapGesture { showsCaption.toggle() }
            Text(liked ? "♥ Liked" : "♡ Not liked")
                .accessibilityIdentifier("likes")
            if showsCaption {
                Text("Sunrise over the harbour")
            }
        }
        .accessibilityIdentifier("card")
    }
}

#Preview { Photo() }
