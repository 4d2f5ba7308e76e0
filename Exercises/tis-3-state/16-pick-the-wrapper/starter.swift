// Which wrappers fit? See README.md.
// 哪些属性包装器合适？见 README.md。
struct ChapterView: View {
    // The text from the parent, a font size only this view uses, the parent's bookmark.
    // 来自父视图的文本，只有这个视图使用的字号，父视图的书签。
    var body: some View { Text("Chapter 1") }
}

#Preview { ChapterView() }

// TODO: a, b, c or d.
// TODO：a、b、c 或 d。
let answer = ""
