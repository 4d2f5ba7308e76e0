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
            Tally().padding().background(highlighted ? Color.yellow : Color.clear)
            Toggle("Highlight", isOn: $highlighted)
        }
    }
}
