// What does Badge print when the parent renames it?
// 父视图给 Badge 改名时，它打印什么？
struct Badge: View {
    var title: String
    @State private var taps = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("\(title) \(taps)") { taps += 1 }
    }
}

struct ContentView: View {
    @State private var title = "New"
    var body: some View {
        VStack {
            Badge(title: title)
            Button("Rename") { title = "Hot" }
        }
    }
}

let predictedLine = "Badge: @self changed."
