import SwiftUI

struct UndoStack<Element> {
    private(set) var items: [Element] = []

    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ item: Element) {
        items.append(item)
    }

    @discardableResult
    mutating func pop() -> Element? {
        items.popLast()
    }
}

struct ContentView: View {
    @State private var history = UndoStack<String>()
    @State private var counter = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Current: \(history.top ?? "nothing")")
                .font(.title3)
            HStack {
                Button("Do step") {
                    counter += 1
                    history.push("Step \(counter)")
                }
                Button("Undo") {
                    history.pop()
                }
                .disabled(history.isEmpty)
            }
            ForEach(history.items.reversed(), id: \.self) { item in
                Text(item).foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
