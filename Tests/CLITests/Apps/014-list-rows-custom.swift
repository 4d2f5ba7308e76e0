import SwiftUI

struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var done: Bool
}

struct TaskRow: View {
    @Binding var task: Chore

    var body: some View {
        HStack {
            Button {
                task.done.toggle()
            } label: {
                Image(systemName: task.done ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            Text(task.title)
                .strikethrough(task.done)
                .foregroundStyle(task.done ? .secondary : .primary)
        }
    }
}

struct ContentView: View {
    @State private var tasks = [
        Chore(title: "Buy milk", done: false),
        Chore(title: "Walk the dog", done: true),
        Chore(title: "Write report", done: false)
    ]

    var body: some View {
        List($tasks) { $task in
            TaskRow(task: $task)
        }
    }
}
