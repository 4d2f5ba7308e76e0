// Stop re-running the title on every tap.
// 别让标题在每次点按时都重新执行。
struct Title: View {
    var text: String
    var basket: Int
    var body: some View {
        let _ = Self._printChanges()
        Text(text).font(.title)
    }
}

struct ContentView: View {
    @State private var basket = 0
    var body: some View {
        VStack {
            // TODO: pass the title only what it shows.
            // TODO：只把标题要显示的东西传给它。
            Title(text: "Corner Shop", basket: basket)
            Text("Basket: \(basket)").accessibilityIdentifier("basket")
            Button("Add") { basket += 1 }
        }
    }
}
