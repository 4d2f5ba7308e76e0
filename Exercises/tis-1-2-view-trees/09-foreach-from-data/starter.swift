let tags = ["swift", "layout", "trees"]

#Preview {
    HStack {
        // TODO: make these three texts with one ForEach over `tags`.
        Text("swift")
        Text("layout")
        Text("trees")
    }
}
