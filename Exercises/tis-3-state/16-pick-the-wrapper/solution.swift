// Which wrappers fit? See README.md.
// 哪些属性包装器合适？见 README.md。
struct ChapterView: View {
    // The text from the parent, a font size only this view uses, the parent's bookmark.
    // 来自父视图的文本，只有这个视图使用的字号，父视图的书签。
    var body: some View { Text("Chapter 1") }
}

#Preview { ChapterView() }

// Read-only input: let. Private to the view: @State. Owned by the parent, edited here: @Binding.
// 只读的输入：let。视图私有的：@State。由父视图拥有、在这里编辑的：@Binding。
let answer = "b"
