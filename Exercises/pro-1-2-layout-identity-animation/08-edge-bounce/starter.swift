// A curve of our own: fast at both ends, almost still in the middle.
// 一条我们自己的曲线：两头快，中间几乎不动。
extension Animation {
    // TODO: both members should make the table's curve; for now they are linear.
    // 待办：两个成员都应该产生表里的那条曲线；现在它们还是线性的。
    static var edgeBounce: Animation {
        .linear
    }

    static func edgeBounce(duration: Double) -> Animation {
        .linear(duration: duration)
    }
}

#Preview {
    Rectangle()
        .frame(width: 80, height: 20)
}

let short = Animation.edgeBounce
let slow = Animation.edgeBounce(duration: 2)
