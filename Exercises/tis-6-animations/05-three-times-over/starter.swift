#Preview {
    Circle()
        .frame(width: 30, height: 30)
}

// TODO: 1 s linear, three runs, no reversing.
let curve = ".linear(duration: 1).repeatForever(autoreverses: false)"
