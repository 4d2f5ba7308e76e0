// A branch SwiftUI does not take is not run: `items[0]` under `if items.isEmpty` is no error until
// there is an item; a `@FocusState` Bool starts false.
// event: tap "Add"
struct ContentView: View {
    @State private var items: [String] = []
    @FocusState private var focused: Bool
    var body: some View {
        VStack {
            if items.isEmpty { Text("Empty") } else { Text(items[0]) }
            Text(focused ? "focused" : "not focused")
            Button("Add") { items.append("First") }
        }
    }
}
