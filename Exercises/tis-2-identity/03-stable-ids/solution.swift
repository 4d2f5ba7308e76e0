// Keep each tick on its own item.
// 让每个勾选标记留在它自己的条目上。
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
            ForEach(names, id: \.self) { name in
                Checkbox(title: name)
            }
            Button("Add Bread") { names.insert("Bread", at: 0) }
        }
    }
}
