// A guide of numbered steps, each pushed on the last, with a way home from any depth.
struct Step: View {
    let number: Int
    // The stack's path belongs to Guide; a binding lets a page write it.
    @Binding var path: [Int]
    var body: some View {
        VStack {
            Text("Step \(number)")
            NavigationLink("Next", value: number + 1)
            // The path *is* the stack: one element per pushed page. `dismiss()` pops only the
            // page that calls it; emptying the path pops them all at once.
            Button("Back to the start") { path.removeAll() }
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
                Step(number: number, path: $path)
            }
        }
    }
}

#Preview { Guide() }
