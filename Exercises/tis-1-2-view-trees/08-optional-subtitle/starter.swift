// Show the subtitle only when there is one.
// 只在有副标题时显示它。
let subtitle: String? = "Chapter 2"

#Preview {
    VStack {
        Text("View Trees")
        // TODO: add the subtitle with `if let`.
        // TODO：用 `if let` 加上副标题。
    }
}
