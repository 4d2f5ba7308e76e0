import SwiftUI

enum Priority: Int, CaseIterable, Identifiable, Comparable {
    case low = 1, medium, high, urgent

    var id: Int { rawValue }

    var title: String {
        String(describing: self).capitalized
    }

    var color: Color {
        switch self {
        case .low: .gray
        case .medium: .blue
        case .high: .orange
        case .urgent: .red
        }
    }

    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}

struct ContentView: View {
    @State private var priority: Priority = .medium

    var body: some View {
        Form {
            Picker("Priority", selection: $priority) {
                ForEach(Priority.allCases) { p in
                    Text(p.title).tag(p)
                }
            }
            .pickerStyle(.segmented)
            Text("Raw value: \(priority.rawValue)")
            Text(priority >= .high ? "Needs attention" : "Can wait")
                .foregroundStyle(priority.color)
            Text("Next: \(Priority(rawValue: priority.rawValue + 1)?.title ?? "none")")
        }
    }
}
