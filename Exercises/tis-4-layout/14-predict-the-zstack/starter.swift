#Preview {
    ZStack {
        Color.yellow.frame(width: 80, height: 30)
        Text("Hello, World!").padding()
    }
}

// TODO: your prediction.
// TODO：你的预测。
let width = 0.0
let height = 0.0
