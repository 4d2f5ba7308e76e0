#Preview {
    Circle()
        .frame(width: 40, height: 40)
}

// TODO: "a", "b", "c" or "d".
// TODO："a"、"b"、"c" 或 "d"。
let answer = "a"
