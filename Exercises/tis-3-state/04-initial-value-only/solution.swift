// What does the countdown show after the parent passes 30?
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
let predictedLabel = "10 s"
