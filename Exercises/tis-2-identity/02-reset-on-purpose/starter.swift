// Start the score again for every question.
// 每道题都重新开始计分。
struct Score: View {
    @State private var points = 0
    var body: some View {
        Button("Score: \(points)") { points += 1 }
            .accessibilityIdentifier("score")
    }
}

struct ContentView: View {
    @State private var question = 1
    var body: some View {
        VStack {
            Text("Question \(question)")
            // TODO: a new Score for every question.
            // TODO：每道题一个新的 Score。
            Score()
            Button("Next question") { question += 1 }
        }
    }
}
