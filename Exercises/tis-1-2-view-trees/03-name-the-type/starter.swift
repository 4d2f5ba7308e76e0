// Name the type of the view in the preview.
#Preview {
    Text("Favorite")
        .padding()
        .background(Color.yellow)
}

// TODO: write the full generic type, e.g. "ModifiedContent<...>".
let answer = "TODO"
