// Keep the basket's store across the parent's re-renders.
final class BasketStore: ObservableObject {
    @Published var items = 0
    init() { print("BasketStore.init") }
}

struct Basket: View {
    @StateObject private var store = BasketStore()
    var body: some View {
        VStack {
            Text("Items: \(store.items)").accessibilityIdentifier("items")
            Button("Add item") { store.items += 1 }
        }
    }
}

struct ContentView: View {
    @State private var refreshes = 0
    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            Basket()
            Button("Refresh") { refreshes += 1 }
        }
    }
}
