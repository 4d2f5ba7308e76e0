#Preview {
    Rectangle()
        .frame(width: 60, height: 60)
}

// TODO: still until 0.5 s, then linear, done at 1.5 s.
// TODO：到 0.5 s 之前不动，然后线性运动，在 1.5 s 完成。
let curve = ".linear(duration: 1.5)"
