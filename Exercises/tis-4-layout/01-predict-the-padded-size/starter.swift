#Preview {
    Text("Favorite")
        .padding(10)
        .background(Color.teal)
}

// TODO: your prediction, in points.
let width = 0.0
let height = 0.0
