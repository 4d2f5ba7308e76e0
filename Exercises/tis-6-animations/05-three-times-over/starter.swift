#Preview {
    Circle()
        .frame(width: 30, height: 30)
}

// TODO: 1 s linear, three runs, no reversing.
// TODO：1 s 线性，运行三次，不反向。
let curve = ".linear(duration: 1).repeatForever(autoreverses: false)"
