// Three statements, three tuple elements; the padded text is a ModifiedContent.
// 三条语句，三个元组元素；加了内边距的文本是一个 ModifiedContent。
#Preview {
    VStack {
        Image(systemName: "star")
        Text("Favorite")
        Text("Hello, World!").padding()
    }
}

let answer = "VStack<TupleView<(Image, Text, ModifiedContent<Text, _PaddingLayout>)>>"
