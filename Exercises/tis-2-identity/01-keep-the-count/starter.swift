// Keep the tally's count when the highlight changes.
// 高亮变化时，保留计数器的计数。
struct Tally: View {
    @State private var count = 0
    var body: some View {
        Button("Count: \(count)") { count += 1 }
            .accessibilityIdentifier("count")
    }
}

struct ContentView: View {
    @State private var highlighted = false
    var body: some View {
        VStack {
            // TODO: one Tally whose background depends on `highlighted`, instead of two branches.
            // TODO：用一个背景取决于 `highlighted` 的 Tally，代替两个分支。
            if highlighted {
                Tally().padding().background(Color.yellow)
            } else {
                Tally().padding()
            }
            Toggle("Highlight", isOn: $highlighted)
        }
    }
}
