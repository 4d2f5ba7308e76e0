import SwiftUI

protocol Describable {
    var headline: String { get }
    var detail: String { get }
}

struct Movie: Describable {
    let title: String
    let year: Int
    var headline: String { title }
    var detail: String { "Released \(year)" }
}

struct Podcast: Describable {
    let name: String
    let episodes: Int
    var headline: String { name }
    var detail: String { "\(episodes) episodes" }
}

func row(for item: some Describable) -> some View {
    VStack(alignment: .leading) {
        Text(item.headline).font(.headline)
        Text(item.detail).font(.subheadline).foregroundStyle(.secondary)
    }
}

struct ContentView: View {
    let library: [any Describable] = [
        Movie(title: "Arrival", year: 2016),
        Podcast(name: "Swift Talk", episodes: 300),
        Movie(title: "Her", year: 2013)
    ]

    var body: some View {
        List {
            row(for: Movie(title: "Featured: Up", year: 2009))
            ForEach(library.indices, id: \.self) { i in
                Text("\(library[i].headline) — \(library[i].detail)")
            }
            Text("Movies: \(library.filter { $0 is Movie }.count)")
        }
    }
}
