import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    let name: String
    let isFavorite: Bool
}

struct ContentView: View {
    let contacts = [
        Contact(name: "Alice", isFavorite: true),
        Contact(name: "Bob", isFavorite: false),
        Contact(name: "Carol", isFavorite: true),
        Contact(name: "Dan", isFavorite: false)
    ]

    var favorites: [Contact] { contacts.filter { $0.isFavorite } }
    var others: [Contact] { contacts.filter { !$0.isFavorite } }

    var body: some View {
        List {
            Section("Favorites") {
                ForEach(favorites) { c in
                    Label(c.name, systemImage: "star.fill")
                }
            }
            Section("Others") {
                ForEach(others) { c in
                    Text(c.name)
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}
