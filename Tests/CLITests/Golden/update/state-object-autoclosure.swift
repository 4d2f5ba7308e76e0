// `_store = StateObject(wrappedValue: Store(start: start))` in init takes an autoclosure: it runs
// once, when the node is made, so the parent's later starts are ignored (research §2.4).
// event: tap "Up"
// event: tap "Up"
final class Store: ObservableObject {
    @Published var n = 0
    init(start: Int) { n = start; print("Store.init \(start)") }
}
struct Child: View {
    @StateObject private var store: Store
    init(start: Int) { _store = StateObject(wrappedValue: Store(start: start)) }
    var body: some View { Text("\(store.n)").accessibilityIdentifier("n") }
}
struct ContentView: View {
    @State private var start = 1
    var body: some View {
        VStack { Child(start: start); Button("Up") { start += 1 } }
    }
}
