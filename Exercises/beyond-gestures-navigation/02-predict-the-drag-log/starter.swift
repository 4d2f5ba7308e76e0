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

// TODO: the printed lines, separated by "; ".
// TODO：打印出的各行，用 "; " 隔开。
let predictedLog = ""
