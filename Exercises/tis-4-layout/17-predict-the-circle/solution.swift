// The largest circle in 100×50 has a diameter of 50: the circle reports 50×50 and the window
// centres it.
// 100×50 里最大的圆直径是 50：圆形报告 50×50，窗口把它居中。
#Preview {
    Circle()
}

let width = 50.0
let height = 50.0
