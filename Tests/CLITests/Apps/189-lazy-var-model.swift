import SwiftUI

final class Catalog {
    let words = ["apple", "banana", "cherry", "avocado", "blueberry"]

    lazy var byInitial: [Character: [String]] = {
        Dictionary(grouping: words) { $0.first! }
    }()

    lazy var longest: String = words.max { $0.count < $1.count } ?? ""
}

struct ContentView: View {
    private let catalog = Catalog()

    var body: some View {
        let groups = catalog.byInitial
        let keys = groups.keys.sorted()
        VStack(alignment: .leading, spacing: 10) {
            Text("Longest: \(catalog.longest)")
                .font(.headline)
            ForEach(keys, id: \.self) { key in
                HStack {
                    Text(String(key).uppercased())
                        .bold()
                        .frame(width: 24)
                    Text(groups[key, default: []].joined(separator: ", "))
                }
            }
        }
        .padding()
    }
}
