#Preview {
    Text("Favorite")
        .padding(10)
        .background(Color.teal)
}

// TODO: how many proposals and reports?
let stepCount = 0
