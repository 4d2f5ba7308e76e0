#Preview {
    Rectangle()
        .frame(width: 200, height: 20)
}

// TODO: the width drawn at t = 0.5 s, when 0 → 200 runs .linear(duration: 2).
let value = 0.0
