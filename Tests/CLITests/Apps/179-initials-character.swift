import SwiftUI

struct ContentView: View {
    let names = ["ada lovelace", "linus torvalds", "margaret hamilton"]

    func monogram(_ name: String) -> String {
        name.split(separator: " ")
            .compactMap(\.first)
            .map { $0.uppercased() }
            .joined()
    }

    var body: some View {
        List(names, id: \.self) { name in
            HStack {
                Text(monogram(name))
                    .font(.caption.bold())
                    .frame(width: 32, height: 32)
                    .background(Color.purple.opacity(0.2), in: Circle())
                Text(name.capitalized)
            }
        }
    }
}
