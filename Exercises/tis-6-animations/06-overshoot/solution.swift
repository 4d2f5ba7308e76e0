// A second control point above 1 pulls the curve past the target before it settles back; the
// first below 0 makes it back up at the start. Progress peaks at about 1.081 around 0.85 s.
// 第二个控制点高于 1，会把曲线拉过目标，然后再落回来；第一个控制点低于 0，会让它在开始时先往回退。
// 进度在大约 0.85 s 处达到峰值，约为 1.081。
#Preview {
    Rectangle()
        .frame(width: 80, height: 20)
}

let curve = ".timingCurve(0.5, -0.5, 0.5, 1.5, duration: 1)"
