#Preview {
    Text("Favorite")
        .padding(10)
        .background(Color.teal)
}

// TODO: your prediction, in points.
// TODO：你的预测，单位是点。
let width = 0.0
let height = 0.0
