// 0.5 s of a 2 s linear animation is a quarter of it: progress 0.25, so 0 + 200 × 0.25 = 50.
#Preview {
    Rectangle()
        .frame(width: 200, height: 20)
}

let value = 50.0
