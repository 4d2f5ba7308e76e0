// What do three toggles print?
// 切换三次会打印什么？
struct Details: View {
    var body: some View {
        Text("More about this item")
            .onAppear { print("appear") }
            .onDisappear { print("disappear") }
    }
}

struct ContentView: View {
    @State private var showsDetails = false
    var body: some View {
        VStack {
            Toggle("Details", isOn: $showsDetails)
            if showsDetails { Details() }
        }
    }
}

let predictedLog = "appear; disappear; appear"
