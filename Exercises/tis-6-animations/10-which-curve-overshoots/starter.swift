#Preview {
    Circle()
        .frame(width: 40, height: 40)
}

// TODO: "a", "b", "c" or "d".
let answer = "a"
