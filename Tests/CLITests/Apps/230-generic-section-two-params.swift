import SwiftUI

struct TitledList<Item: Identifiable, Row: View>: View {
    let title: String
    let items: [Item]
    let row: (Item) -> Row

    init(_ title: String, items: [Item], @ViewBuilder row: @escaping (Item) -> Row) {
        self.title = title
        self.items = items
        self.row = row
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title.uppercased())
                .font(.caption)
                .foregroundStyle(.secondary)
            ForEach(items) { item in
                row(item)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct City: Identifiable {
    let id = UUID()
    let name: String
    let population: Int
}

struct ContentView: View {
    let cities = [City(name: "Oslo", population: 709_000), City(name: "Bergen", population: 286_000)]

    var body: some View {
        VStack(spacing: 20) {
            TitledList("Cities", items: cities) { city in
                HStack {
                    Text(city.name)
                    Spacer()
                    Text(city.population, format: .number)
                }
            }
            TitledList("Initials", items: cities) { city in
                Text(String(city.name.prefix(1)))
                    .bold()
            }
        }
        .padding()
    }
}
