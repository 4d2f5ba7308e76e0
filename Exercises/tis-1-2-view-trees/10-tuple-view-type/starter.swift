#Preview {
    VStack {
        Image(systemName: "star")
        Text("Favorite")
        Text("Hello, World!").padding()
    }
}

// TODO: write the VStack's full type.
let answer = "TODO"
