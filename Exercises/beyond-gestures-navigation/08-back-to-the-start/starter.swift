// A guide of numbered steps, each pushed on the last, with a way home from any depth.
// 一份带编号步骤的指南，每一步推入在上一步之上，并且从任何深度都能回到开头。
struct Step: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Step \(number)")
            NavigationLink("Next", value: number + 1)
            // TODO: go back to the start, however many steps deep the guide is.
            // TODO：不管指南已经深入到第几步，都回到开头。
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
