import SwiftUI

protocol Describable {
    var headline: String { get }
    var detail: String { get }
}

struct Book: Describable {
    let title: String
    let author: String
    var headline: String { title }
    var detail: String { "by \(author)" }
}

struct Movie: Describable {
    let name: String
    let year: Int
    var headline: String { name }
    var detail: String { String(year) }
}

struct InfoRow<Item: Describable>: View {
    let item: Item
    var body: some View {
        VStack(alignment: .leading) {
            Text(item.headline).font(.headline)
            Text(item.detail).font(.subheadline).foregroundStyle(.secondary)
        }
    }
}

struct ContentView: View {
    var body: some View {
        List {
            InfoRow(item: Book(title: "Dune", author: "Frank Herbert"))
            InfoRow(item: Movie(name: "Arrival", year: 2016))
        }
    }
}
