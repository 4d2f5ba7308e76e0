import SwiftUI

// A generic card that names its own members without `self.`, and helpers declared with the
// sugared extension spellings.
struct Tag { var name: String }

extension [Tag] {
    func joinedNames() -> String { map(\.name).joined(separator: " · ") }
}

extension [String: Int] {
    var total: Int { values.reduce(0, +) }
}

extension String {
    func localized() -> String { NSLocalizedString(self, comment: "a card's caption") }
}

struct Card<Content: View>: View {
    @ViewBuilder var content: Content
    var caption: String { "Today".localized() }
    static func footnote(for count: Int) -> String { "\(count) items" }

    var body: some View {
        VStack(alignment: .leading) {
            Header(caption)
            content
            Text(Self.footnote(for: 3))
        }
    }

    func Header(_ text: String) -> some View { Text(text).font(.headline) }
}

struct ContentView: View {
    let tags = [Tag(name: "swift"), Tag(name: "layout")]
    let counts = ["a": 2, "b": 5]
    var body: some View {
        Card {
            Text(tags.joinedNames())
            Text("\(counts.total)")
        }
    }
}
