#Preview {
    VStack {
        Image(systemName: "star")
        Text("Favorite")
        Text("Hello, World!").padding()
    }
}

// TODO: write the VStack's full type.
// TODO：写出 VStack 的完整类型。
let answer = "TODO"
