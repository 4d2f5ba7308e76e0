#Preview {
    Text("Favorite")
        .padding(10)
        .background(Color.teal)
}

// TODO: how many proposals and reports?
// TODO：一共有多少次建议和报告？
let stepCount = 0
