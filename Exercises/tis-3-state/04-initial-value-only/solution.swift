// What does the countdown show after the parent passes 30?
// 父视图传入 30 之后，倒计时显示什么？
struct Countdown: View {
    @State private var remaining: Int
    init(start: Int) { _remaining = State(initialValue: start) }
    var body: some View {
        Text("\(remaining) s").accessibilityIdentifier("countdown")
    }
}

struct ContentView: View {
    @State private var start = 10
    var body: some View {
        VStack {
            Countdown(start: start)
            Button("Start at 30") { start = 30 }
        }
    }
}

// The initial value is used only when the node is made; the node stays.
// 初始值只在创建节点时使用；而节点一直都在。
let predictedLabel = "10 s"
