import SwiftUI

struct ActionRow: View {
    let title: String
    let systemImage: String
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Image(systemName: systemImage)
                    .frame(width: 24)
                Text(title)
                Spacer()
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .padding(.vertical, 8)
    }
}

struct ContentView: View {
    @State private var log: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            ActionRow(title: "Share", systemImage: "square.and.arrow.up") {
                log.append("shared")
            }
            ActionRow(title: "Duplicate", systemImage: "plus.square.on.square") {
                log.append("duplicated")
            }
            Divider()
            Text("Log: \(log.joined(separator: ", "))")
                .font(.footnote)
        }
        .padding()
    }
}
