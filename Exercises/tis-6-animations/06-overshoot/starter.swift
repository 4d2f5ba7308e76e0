#Preview {
    Rectangle()
        .frame(width: 80, height: 20)
}

// TODO: .timingCurve(x1, y1, x2, y2, duration: 1) with an overshoot near the end.
// TODO：一个在接近结尾处冲过头的 .timingCurve(x1, y1, x2, y2, duration: 1)。
let curve = ".timingCurve(0.42, 0, 0.58, 1, duration: 1)"
