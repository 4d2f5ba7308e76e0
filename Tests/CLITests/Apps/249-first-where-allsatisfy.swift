import SwiftUI

struct Task: Identifiable {
    let id: Int
    let title: String
    var done: Bool
}

struct ContentView: View {
    @State private var tasks = [
        Task(id: 1, title: "Plan", done: true),
        Task(id: 2, title: "Build", done: false),
        Task(id: 3, title: "Test", done: false)
    ]

    var nextTask: Task? { tasks.first { !$0.done } }
    var allDone: Bool { tasks.allSatisfy(\.done) }
    var anyDone: Bool { tasks.contains(where: { $0.done }) }

    var body: some View {
        VStack(spacing: 12) {
            Text(allDone ? "All finished 🎉" : "Next: \(nextTask?.title ?? "")")
                .font(.headline)
            ForEach(tasks) { task in
                Label(task.title, systemImage: task.done ? "checkmark.circle.fill" : "circle")
            }
            Button("Complete next") {
                if let id = nextTask?.id, let index = tasks.firstIndex(where: { $0.id == id }) {
                    tasks[index].done = true
                }
            }
            .disabled(allDone)
            Text(anyDone ? "Progress made" : "Not started")
                .font(.caption)
        }
        .padding()
    }
}
