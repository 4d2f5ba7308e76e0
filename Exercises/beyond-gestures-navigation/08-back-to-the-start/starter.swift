// A guide of numbered steps, each pushed on the last, with a way home from any depth.
struct Step: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Step \(number)")
            NavigationLink("Next", value: number + 1)
            // TODO: go back to the start, however many steps deep the guide is.
            Button("Back to the start") { dismiss() }
        }
    }
}

struct Guide: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Open pages: \(path.count)").accessibilityIdentifier("open")
                NavigationLink("Step 1", value: 1)
            }
            .navigationDestination(for: Int.self) { number in
                Step(number: number)
            }
        }
    }
}

#Preview { Guide() }
