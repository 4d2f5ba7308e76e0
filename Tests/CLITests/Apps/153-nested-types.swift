import SwiftUI

struct ContentView: View {
    struct Step: Identifiable {
        enum Status { case pending, active, done }
        let id: Int
        let title: String
        let status: Status
    }

    let steps = [
        Step(id: 1, title: "Order placed", status: .done),
        Step(id: 2, title: "Packed", status: .done),
        Step(id: 3, title: "Shipped", status: .active),
        Step(id: 4, title: "Delivered", status: .pending)
    ]

    func icon(for status: Step.Status) -> String {
        switch status {
        case .pending: return "circle"
        case .active: return "circle.dotted"
        case .done: return "checkmark.circle.fill"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ForEach(steps) { step in
                Label(step.title, systemImage: icon(for: step.status))
                    .foregroundColor(step.status == .pending ? .secondary : .primary)
            }
        }
        .padding()
    }
}
