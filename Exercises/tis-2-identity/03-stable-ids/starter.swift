// Keep each tick on its own item.
struct Checkbox: View {
    var title: String
    @State private var ticked = false
    var body: some View {
        Button((ticked ? "[x] " : "[ ] ") + title) { ticked.toggle() }
            .accessibilityIdentifier(title)
    }
}

struct ContentView: View {
    @State private var names = ["Milk", "Eggs"]
    var body: some View {
        VStack {
            // TODO: identify the rows by their name, not their position.
            ForEach(names.indices, id: \.self) { i in
                Checkbox(title: names[i])
            }
            Button("Add Bread") { names.insert("Bread", at: 0) }
        }
    }
}
