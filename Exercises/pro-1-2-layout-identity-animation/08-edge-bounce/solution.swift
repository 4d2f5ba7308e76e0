// A curve of our own: fast at both ends, almost still in the middle.
// 一条我们自己的曲线：两头快，中间几乎不动。
extension Animation {
    // A timing curve is a cubic Bézier from (0, 0) to (1, 1): x is the time, y the progress.
    // Pulling the first control point straight up to (0, 1) shoots the progress up at once;
    // pulling the second straight down to (1, 0) holds it back until the very end. In between,
    // the curve flattens out around one half.
    // 时间曲线是从 (0, 0) 到 (1, 1) 的三次贝塞尔曲线：x 是时间，y 是进度。把第一个控制点
    // 直接拉到 (0, 1)，进度一开始就冲上去；把第二个控制点直接拉到 (1, 0)，进度一直被拖到
    // 最后才完成。两者之间，曲线在二分之一附近变得平坦。
    static var edgeBounce: Animation {
        .timingCurve(0, 1, 1, 0)
    }

    // The same curve with a duration, as Apple pairs .easeIn with .easeIn(duration:).
    // 带时长的同一条曲线，就像 Apple 把 .easeIn 和 .easeIn(duration:) 配成一对。
    static func edgeBounce(duration: Double) -> Animation {
        .timingCurve(0, 1, 1, 0, duration: duration)
    }
}

#Preview {
    Rectangle()
        .frame(width: 80, height: 20)
}

let short = Animation.edgeBounce
let slow = Animation.edgeBounce(duration: 2)
