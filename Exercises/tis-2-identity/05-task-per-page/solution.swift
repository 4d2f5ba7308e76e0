// Load the page again whenever it changes.
// 每当页面变化时，重新加载它。
struct Reader: View {
    var page: Int
    var body: some View {
        Text("Page \(page)")
            .task(id: page) {
                print("loading page \(page)")
            }
    }
}

struct ContentView: View {
    @State private var page = 1
    var body: some View {
        VStack {
            Reader(page: page)
            Stepper("Go to page", value: $page, in: 1...10)
        }
    }
}
