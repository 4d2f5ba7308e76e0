// Three statements, three tuple elements; the padded text is a ModifiedContent.
#Preview {
    VStack {
        Image(systemName: "star")
        Text("Favorite")
        Text("Hello, World!").padding()
    }
}

let answer = "VStack<TupleView<(Image, Text, ModifiedContent<Text, _PaddingLayout>)>>"
