// A photo: a double tap likes it, a single tap shows or hides its caption.
struct Photo: View {
    @State private var liked = false
    @State private var showsCaption = false
    var body: some View {
        VStack {
            Color.teal
                .frame(width: 200, height: 150)
                .accessibilityIdentifier("photo")
                // TODO: a double tap should like the photo; a single tap should show or hide the caption.
                .onTapGesture { liked.toggle() }
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
