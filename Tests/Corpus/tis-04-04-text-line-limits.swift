// Mirrors: Thinking in SwiftUI (seed 000) L1356–1381 — Text fits itself into the proposal (wrap, break, truncate); lineLimit and lineLimit(_:reservesSpace:)
// Ours: a long quote in frames of several widths, one limited to 2 lines and one reserving 3 lines.
import SwiftUI

struct ContentView: View {
    let quote = "The quick brown fox jumps over the lazy dog"
    var body: some View {
        VStack {
            Text(quote)
                .frame(width: 60, height: 80)
            Text(quote)
                .lineLimit(2)
                .frame(width: 120)
            Text(quote)
                .lineLimit(3, reservesSpace: true)
                .border(.gray)
            Text(quote)
                .lineLimit(nil)
        }
    }
}

let words = "The quick brown fox jumps over the lazy dog".split(separator: " ")
print(words.count)

// expect: 9
