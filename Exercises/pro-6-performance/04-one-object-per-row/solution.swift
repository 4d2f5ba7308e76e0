// Ticking one item re-runs every row and the list. Make it re-run only the row ticked.
// 勾选一项会让每一行和整个列表都重新执行。让它只重新执行被勾选的那一行。

// Observation tracks properties of objects. With structs in an array, ticking one item wrote
// the whole `items` property, and every body that read `items` (the list and every row) ran
// again. With one object per item, ticking writes that object's `done`, read by one row only.
// Observation 跟踪的是对象的属性。数组里放结构体时，勾选一项就写了整个 `items` 属性，
// 所有读过 `items` 的 body（列表和每一行）都会重新执行。每项一个对象时，勾选只写这个对象的 `done`，
// 只有一行读过它。
@Observable final class Item: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable final class Checklist {
    var items = [Item(id: 0, title: "Passport"), Item(id: 1, title: "Charger"),
                 Item(id: 2, title: "Sunscreen"), Item(id: 3, title: "Book")]
}

struct ItemRow: View {
    var item: Item
    var body: some View {
        Button((item.done ? "[x] " : "[ ] ") + item.title) { item.done.toggle() }
            .accessibilityIdentifier("item\(item.id)")
    }
}

// The list still reads `items`, so adding an item still re-runs it: the array itself changed.
// 列表仍然读取 `items`，所以添加一项时它照样重新执行：这时变的是数组本身。
struct ContentView: View {
    @State private var list = Checklist()
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(list.items) { item in
                ItemRow(item: item)
            }
            Button("Add") { list.items.append(Item(id: list.items.count, title: "Snacks")) }
        }
    }
}
