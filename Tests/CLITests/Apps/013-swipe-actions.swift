import SwiftUI

struct Mail: Identifiable {
    let id: Int
    var subject: String
    var isRead: Bool
}

struct ContentView: View {
    @State private var inbox = [
        Mail(id: 1, subject: "Lunch tomorrow?", isRead: false),
        Mail(id: 2, subject: "Quarterly report", isRead: true),
        Mail(id: 3, subject: "Flight confirmation", isRead: false)
    ]

    var body: some View {
        List {
            ForEach(inbox) { mail in
                HStack {
                    Circle()
                        .fill(mail.isRead ? Color.clear : Color.blue)
                        .frame(width: 8, height: 8)
                    Text(mail.subject)
                }
                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                    Button(role: .destructive) {
                        inbox.removeAll { $0.id == mail.id }
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
                .swipeActions(edge: .leading) {
                    Button {
                        if let i = inbox.firstIndex(where: { $0.id == mail.id }) {
                            inbox[i].isRead.toggle()
                        }
                    } label: {
                        Label("Read", systemImage: "envelope.open")
                    }
                    .tint(.blue)
                }
            }
        }
        .listStyle(.plain)
    }
}
