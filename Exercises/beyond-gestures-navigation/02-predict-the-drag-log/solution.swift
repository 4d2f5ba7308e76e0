// A knob dragged 30 points to the right in three moves: what does it print?
// 一个旋钮分三次向右拖动 30 点：它打印什么？
struct Knob: View {
    @GestureState private var pull = 0.0
    @State private var rest = 0.0
    var body: some View {
        let _ = print("body \(Int(rest + pull))")
        Circle()
            .frame(width: 44, height: 44)
            .offset(x: rest + pull)
            .accessibilityIdentifier("knob")
            .gesture(
                DragGesture()
                    .updating($pull) { value, state, _ in state = value.translation.width }
                    .onEnded { value in
                        print("ended")
                        rest += value.translation.width
                    }
            )
    }
}

#Preview { Knob() }

// Each move calls `updating`, which writes `pull` (10, 20, 30), and each write runs the body.
// When the finger lifts, `onEnded` prints and moves `rest` to 30, and SwiftUI puts `pull` back
// to 0: both changes land in the same update, so the body runs once more and still says 30.
// 每次移动都调用 `updating`，它写入 `pull`（10、20、30），每次写入都会执行 body。手指抬起时，
// `onEnded` 打印并把 `rest` 移到 30，SwiftUI 把 `pull` 设回 0：两个变化落在同一次更新里，
// 所以 body 再执行一次，显示的仍是 30。
let predictedLog = "body 10; body 20; body 30; ended; body 30"
