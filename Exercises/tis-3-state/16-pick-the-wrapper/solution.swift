// Which wrappers fit? See README.md.
struct ChapterView: View {
    // The text from the parent, a font size only this view uses, the parent's bookmark.
    var body: some View { Text("Chapter 1") }
}

#Preview { ChapterView() }

// Read-only input: let. Private to the view: @State. Owned by the parent, edited here: @Binding.
let answer = "b"
