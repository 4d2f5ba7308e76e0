import SwiftUI

struct TodoItem: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var isDone = false
}

final class TodoStore: ObservableObject {
    @Published var items: [TodoItem] = [
        TodoItem(title: "Plan trip"),
        TodoItem(title: "Book hotel", isDone: true)
    ]

    var remaining: Int { items.filter { !$0.isDone }.count }

    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(title: trimmed))
    }

    func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(of: item) else { return }
        items[index].isDone.toggle()
    }
}

struct ContentView: View {
    @StateObject private var store = TodoStore()
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New task", text: $newTitle)
                        Button("Add") {
                            store.add(newTitle)
                            newTitle = ""
                        }
                        .disabled(newTitle.isEmpty)
                    }
                }
                Section("\(store.remaining) remaining") {
                    ForEach(store.items) { item in
                        Button {
                            store.toggle(item)
                        } label: {
                            Label(item.title, systemImage: item.isDone ? "checkmark.square" : "square")
                        }
                        .foregroundColor(.primary)
                    }
                    .onDelete { store.items.remove(atOffsets: $0) }
                }
            }
            .navigationTitle("Todos")
        }
    }
}
