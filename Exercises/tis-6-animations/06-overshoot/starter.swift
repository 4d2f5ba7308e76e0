#Preview {
    Rectangle()
        .frame(width: 80, height: 20)
}

// TODO: .timingCurve(x1, y1, x2, y2, duration: 1) with an overshoot near the end.
let curve = ".timingCurve(0.42, 0, 0.58, 1, duration: 1)"
