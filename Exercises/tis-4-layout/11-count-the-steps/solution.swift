// Four views, each proposed to once and reporting once: 8 steps. The window proposes to the
// background, the background to the padding, the padding to the text; reports come back; then the
// background proposes its size to the colour, which reports, and the background reports last.
#Preview {
    Text("Favorite")
        .padding(10)
        .background(Color.teal)
}

let stepCount = 8
