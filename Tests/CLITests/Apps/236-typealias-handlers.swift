import SwiftUI

typealias Action = () -> Void
typealias Validator = (String) -> String?

struct ActionRow: View {
    let title: String
    let systemImage: String
    let action: Action

    var body: some View {
        Button(action: action) {
            Label(title, systemImage: systemImage)
        }
    }
}

struct ContentView: View {
    @State private var log: [String] = []
    @State private var email = "me@"

    let validators: [Validator] = [
        { $0.isEmpty ? "Required" : nil },
        { $0.contains("@") ? nil : "Missing @" },
        { $0.hasSuffix(".com") || $0.hasSuffix(".org") ? nil : "Unknown domain" }
    ]

    var problems: [String] { validators.compactMap { $0(email) } }

    var body: some View {
        Form {
            TextField("Email", text: $email)
            ForEach(problems, id: \.self) { Text($0).foregroundStyle(.red) }
            ActionRow(title: "Archive", systemImage: "archivebox") { log.append("archived") }
            ActionRow(title: "Share", systemImage: "square.and.arrow.up") { log.append("shared") }
            Text(log.joined(separator: ", "))
        }
    }
}
