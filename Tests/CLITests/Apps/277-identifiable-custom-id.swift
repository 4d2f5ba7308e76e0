import SwiftUI

struct ISBN: Hashable, CustomStringConvertible {
    let digits: String
    var description: String { "ISBN \(digits)" }
}

struct Edition: Identifiable {
    let isbn: ISBN
    let title: String
    var id: ISBN { isbn }
}

struct ContentView: View {
    @State private var selection: ISBN?
    let editions = [
        Edition(isbn: ISBN(digits: "9780141439518"), title: "Pride and Prejudice"),
        Edition(isbn: ISBN(digits: "9780553293357"), title: "Foundation")
    ]

    var body: some View {
        VStack {
            List(editions, selection: $selection) { edition in
                VStack(alignment: .leading) {
                    Text(edition.title)
                    Text(edition.isbn.description).font(.caption)
                }
            }
            Text(selection.map { "Selected \($0)" } ?? "Nothing selected")
                .padding()
        }
    }
}
