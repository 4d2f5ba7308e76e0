#Preview {
    ZStack {
        Color.yellow.frame(width: 80, height: 30)
        Text("Hello, World!").padding()
    }
}

// TODO: your prediction.
let width = 0.0
let height = 0.0
