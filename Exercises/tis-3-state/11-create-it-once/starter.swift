// Keep the basket's store across the parent's re-renders.
// 在父视图重新渲染时保留购物篮的 store。
final class BasketStore: ObservableObject {
    @Published var items = 0
    init() { print("BasketStore.init") }
}

struct Basket: View {
    // TODO: own the store.
    // TODO：拥有这个 store。
    @ObservedObject var store = BasketStore()
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
