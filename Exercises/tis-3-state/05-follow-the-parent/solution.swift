// Show the step the parent passes.
// 显示父视图传入的步数。
struct StepLabel: View {
    let step: Int
    var body: some View {
        Text("Step \(step)").accessibilityIdentifier("step")
    }
}

struct ContentView: View {
    @State private var step = 1
    var body: some View {
        VStack {
            StepLabel(step: step)
            Button("Next") { step += 1 }
        }
    }
}
