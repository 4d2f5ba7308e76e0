#Preview {
    Rectangle()
        .frame(width: 100, height: 10)
}

// TODO: the animation that made the table, e.g. ".linear(duration: 1)".
// TODO：生成这张表的动画，例如 ".linear(duration: 1)"。
let curve = ".linear(duration: 1)"
