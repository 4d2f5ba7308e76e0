// A linear guess says 25, but ease-in-out is still accelerating at a quarter of its time: the
// Bézier (0.42, 0, 0.58, 1) gives progress 0.129 there, so the offset is 12.92.
#Preview {
    Circle()
        .frame(width: 40, height: 40)
}

let value = 12.92
