// Let the button change the parent's total.
struct PlusButton: View {
    // TODO: write to the parent's total instead of a count of its own.
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
