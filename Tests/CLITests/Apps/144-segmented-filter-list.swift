import SwiftUI

enum Filter: String, CaseIterable {
    case all = "All"
    case open = "Open"
    case closed = "Closed"
}

struct Ticket: Identifiable {
    let id: Int
    let title: String
    let isOpen: Bool
}

struct ContentView: View {
    @State private var filter = Filter.all
    let tickets = [
        Ticket(id: 101, title: "Crash on launch", isOpen: true),
        Ticket(id: 102, title: "Typo in settings", isOpen: false),
        Ticket(id: 103, title: "Slow scrolling", isOpen: true)
    ]

    var filtered: [Ticket] {
        switch filter {
        case .all: return tickets
        case .open: return tickets.filter { $0.isOpen }
        case .closed: return tickets.filter { !$0.isOpen }
        }
    }

    var body: some View {
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases, id: \.rawValue) { f in
                    Text(f.rawValue).tag(f)
                }
            }
            .pickerStyle(.segmented)
            .padding()
            List(filtered) { t in
                HStack {
                    Text("#\(t.id)").monospaced()
                    Text(t.title)
                }
            }
        }
    }
}
