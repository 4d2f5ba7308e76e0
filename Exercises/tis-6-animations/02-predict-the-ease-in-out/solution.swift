// A linear guess says 25, but ease-in-out is still accelerating at a quarter of its time: the
// Bézier (0.42, 0, 0.58, 1) gives progress 0.129 there, so the offset is 12.92.
// 按线性来猜是 25，但 ease-in-out 在四分之一时间处还在加速：
// 贝塞尔曲线 (0.42, 0, 0.58, 1) 在那里给出的进度是 0.129，所以偏移是 12.92。
#Preview {
    Circle()
        .frame(width: 40, height: 40)
}

let value = 12.92
