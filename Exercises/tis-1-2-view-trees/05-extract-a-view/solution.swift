// A custom view is a value with a body; its body is laid out exactly like the code it replaces.
// 自定义视图是一个带有 body 的值；它的 body 的布局和它所替换的代码完全一样。
struct Tag: View {
    let title: String
    var body: some View {
        Text(title)
            .padding(6)
            .background(Color.orange)
    }
}

#Preview {
    HStack {
        Tag(title: "Swift")
        Tag(title: "Layout")
    }
}
