// Let the button change the parent's total.
// 让按钮修改父视图的总数。
struct PlusButton: View {
    @Binding var value: Int
    var body: some View {
        Button("+1") { value += 1 }
    }
}

struct ContentView: View {
    @State private var total = 0
    var body: some View {
        VStack {
            Text("Total: \(total)").accessibilityIdentifier("total")
            PlusButton(value: $total)
        }
    }
}
