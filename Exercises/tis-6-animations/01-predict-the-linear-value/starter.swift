#Preview {
    Rectangle()
        .frame(width: 200, height: 20)
}

// TODO: the width drawn at t = 0.5 s, when 0 → 200 runs .linear(duration: 2).
// TODO：0 → 200 以 .linear(duration: 2) 运行时，在 t = 0.5 s 绘制出的宽度。
let value = 0.0
