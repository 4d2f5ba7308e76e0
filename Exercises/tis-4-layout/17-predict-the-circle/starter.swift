#Preview {
    Circle()
}

// TODO: the circle's size in a 100×50 window.
// TODO：在 100×50 的窗口里圆形的尺寸。
let width = 0.0
let height = 0.0
