import SwiftUI

struct ContentView: View {
    let sentence = "the quick brown fox jumps over the lazy dog the end"

    var wordCounts: [String: Int] {
        sentence.split(separator: " ").reduce(into: [:]) { counts, word in
            counts[String(word), default: 0] += 1
        }
    }

    var letterSet: Set<Character> {
        sentence.reduce(into: Set<Character>()) { set, ch in
            if ch.isLetter { set.insert(ch) }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(wordCounts.sorted(by: { $0.key < $1.key }), id: \.key) { word, count in
                HStack {
                    Text(word)
                    Spacer()
                    Text(String(repeating: "●", count: count))
                }
            }
            Divider()
            Text("Distinct letters: \(letterSet.count)")
            Text(letterSet.count == 26 ? "Pangram!" : "Not a pangram")
                .bold()
        }
        .padding()
    }
}
