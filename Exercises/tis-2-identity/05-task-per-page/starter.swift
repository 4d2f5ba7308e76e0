// Load the page again whenever it changes.
struct Reader: View {
    var page: Int
    var body: some View {
        Text("Page \(page)")
            // TODO: run the task again when `page` changes.
            .task {
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
