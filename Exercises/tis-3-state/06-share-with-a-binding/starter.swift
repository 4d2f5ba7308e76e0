// Let the button change the parent's total.
// 让按钮修改父视图的总数。
struct PlusButton: View {
    // TODO: write to the parent's total instead of a count of its own.
    // TODO：写入父视图的总数，而不是它自己的计数。
    @State private var count = 0
    var body: some View {
        Button("+1") { count += 1 }
    }
}

struct ContentView: View {
    @State private var total = 0
    var body: some View {
        VStack {
            Text("Total: \(total)").accessibilityIdentifier("total")
            PlusButton()
        }
    }
}
