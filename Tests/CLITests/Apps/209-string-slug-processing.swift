import SwiftUI

struct ContentView: View {
    @State private var title = "  Hello, SwiftUI World! 2024  "

    var trimmed: String {
        title.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var slug: String {
        trimmed
            .lowercased()
            .replacingOccurrences(of: ",", with: "")
            .replacingOccurrences(of: "!", with: "")
            .split(separator: " ")
            .joined(separator: "-")
    }

    var initials: String {
        trimmed.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
    }

    var body: some View {
        Form {
            TextField("Title", text: $title)
            LabeledContent("Trimmed", value: trimmed)
            LabeledContent("Slug", value: slug)
            LabeledContent("Initials", value: initials)
            LabeledContent("First 5", value: String(trimmed.prefix(5)))
            LabeledContent("Last 4", value: String(trimmed.suffix(4)))
            LabeledContent("Has prefix", value: trimmed.hasPrefix("Hello") ? "yes" : "no")
        }
    }
}
