// Thirty rows, four on screen: how many load?
struct FeedRow: View {
    let number: Int
    var body: some View {
        Text("Post \(number)")
            .frame(height: 120)
            .onAppear { print("load \(number)") }
    }
}

struct ContentView: View {
    var body: some View {
        ScrollView {
            // TODO: load each row when it comes on screen.
            VStack {
                ForEach(0..<30, id: \.self) { FeedRow(number: $0) }
            }
        }
    }
}
