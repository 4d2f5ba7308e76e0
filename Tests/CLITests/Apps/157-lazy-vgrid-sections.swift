import SwiftUI

struct ContentView: View {
    let columns = [GridItem(.adaptive(minimum: 60))]
    let emoji: [(String, [String])] = [
        ("Animals", ["🐶", "🐱", "🦊", "🐻", "🐼"]),
        ("Food", ["🍎", "🍕", "🍣", "🍩"])
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, alignment: .leading, spacing: 12) {
                ForEach(emoji, id: \.0) { group in
                    Section {
                        ForEach(group.1, id: \.self) { e in
                            Text(e).font(.system(size: 40))
                        }
                    } header: {
                        Text(group.0).font(.headline)
                    }
                }
            }
            .padding()
        }
    }
}
