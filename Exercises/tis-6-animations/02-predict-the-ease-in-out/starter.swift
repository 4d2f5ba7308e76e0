#Preview {
    Circle()
        .frame(width: 40, height: 40)
}

// TODO: the offset at t = 0.25 s of 0 → 100 under .easeInOut(duration: 1).
// TODO：0 → 100 在 .easeInOut(duration: 1) 下，t = 0.25 s 时的偏移。
let value = 25.0
