#Preview {
    Circle()
        .frame(width: 40, height: 40)
}

// TODO: the offset at t = 0.25 s of 0 → 100 under .easeInOut(duration: 1).
let value = 25.0
