// One second of linear motion, held back by half a second: the delay comes on top of the duration.
// 一秒的线性运动，推迟半秒开始：延迟是加在时长之外的。
#Preview {
    Rectangle()
        .frame(width: 60, height: 60)
}

let curve = ".linear(duration: 1).delay(0.5)"
