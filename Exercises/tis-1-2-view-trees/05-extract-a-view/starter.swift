// Extract the repeated chain into struct Tag: View.
// 把重复的修饰器链提取成 struct Tag: View。
// TODO: declare `struct Tag: View` with `let title: String` and use it twice.
// TODO：声明带有 `let title: String` 的 `struct Tag: View`，并使用它两次。
#Preview {
    HStack {
        Text("Swift")
            .padding(6)
            .background(Color.orange)
        Text("Layout")
            .padding(6)
            .background(Color.orange)
    }
}
