// Read the drawing bottom up: the text gets its font first, the HStack holds the image and the
// styled text, and the padding wraps the whole stack, so it is written last.
#Preview {
    HStack {
        Image(systemName: "star")
        Text("Favorite").font(.headline)
    }
    .padding(8)
}
