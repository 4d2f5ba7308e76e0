// Name the type of the view in the preview.
// 说出预览中视图的类型。
#Preview {
    Text("Favorite")
        .padding()
        .background(Color.yellow)
}

// TODO: write the full generic type, e.g. "ModifiedContent<...>".
// TODO：写出完整的泛型类型，例如 "ModifiedContent<...>"。
let answer = "TODO"
