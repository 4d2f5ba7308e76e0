// `if let` in a ViewBuilder becomes Optional<Text>: present now, and absent (no view at all,
// not an empty one) if subtitle were nil.
// 视图构建器里的 `if let` 会变成 Optional<Text>：现在它存在；如果 subtitle 是 nil，
// 它就不存在（根本没有视图，而不是一个空视图）。
let subtitle: String? = "Chapter 2"

#Preview {
    VStack {
        Text("View Trees")
        if let subtitle {
            Text(subtitle)
        }
    }
}
