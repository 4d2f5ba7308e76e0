// Ticking one item re-runs every row and the list. Make it re-run only the row ticked.
// 勾选一项会让每一行和整个列表都重新执行。让它只重新执行被勾选的那一行。
// TODO: make each item an @Observable object of its own, and give each row its item.
// TODO：让每一项都成为一个独立的 @Observable 对象，再把它交给对应的行。
struct Item {
    let id: Int
    var title: String
    var done = false
}

@Observable final class Checklist {
    var items = [Item(id: 0, title: "Passport"), Item(id: 1, title: "Charger"),
                 Item(id: 2, title: "Sunscreen"), Item(id: 3, title: "Book")]
}

struct ItemRow: View {
    var list: Checklist
    var index: Int
    var body: some View {
        let item = list.items[index]
        Button((item.done ? "[x] " : "[ ] ") + item.title) { list.items[index].done.toggle() }
            .accessibilityIdentifier("item\(item.id)")
    }
}

struct ContentView: View {
    @State private var list = Checklist()
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(list.items.indices, id: \.self) { i in
                ItemRow(list: list, index: i)
            }
            Button("Add") { list.items.append(Item(id: list.items.count, title: "Snacks")) }
        }
    }
}
