#Preview {
    Rectangle()
        .frame(width: 60, height: 60)
}

// TODO: still until 0.5 s, then linear, done at 1.5 s.
let curve = ".linear(duration: 1.5)"
