// 0.5 s of a 2 s linear animation is a quarter of it: progress 0.25, so 0 + 200 × 0.25 = 50.
// 2 s 线性动画的 0.5 s 是它的四分之一：进度 0.25，所以 0 + 200 × 0.25 = 50。
#Preview {
    Rectangle()
        .frame(width: 200, height: 20)
}

let value = 50.0
