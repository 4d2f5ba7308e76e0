import SwiftUI

struct Book: Codable, Identifiable {
    let id: Int
    let title: String
    let author: String
    let pages: Int?
}

let booksJSON = """
[
  {"id": 1, "title": "Dune", "author": "Frank Herbert", "pages": 412},
  {"id": 2, "title": "Neuromancer", "author": "William Gibson"}
]
"""

struct ContentView: View {
    @State private var books: [Book] = []
    @State private var error: String?

    var body: some View {
        List {
            ForEach(books) { book in
                VStack(alignment: .leading) {
                    Text(book.title).font(.headline)
                    Text("\(book.author) · \(book.pages.map { "\($0) pages" } ?? "unknown length")")
                        .font(.caption)
                }
            }
            if let error {
                Text(error).foregroundStyle(.red)
            }
        }
        .onAppear {
            do {
                books = try JSONDecoder().decode([Book].self, from: Data(booksJSON.utf8))
            } catch {
                self.error = error.localizedDescription
            }
        }
    }
}
