import SwiftUI

struct ContentView: View {
    @State private var text = "the quick brown fox jumps over the lazy dog"

    var wordCount: Int {
        text.split(separator: " ").count
    }

    var titleCased: String {
        text.split(separator: " ")
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }

    var vowels: Int {
        text.filter { "aeiou".contains($0) }.count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Text", text: $text)
                .textFieldStyle(.roundedBorder)
            Text(titleCased)
            Text("Words: \(wordCount)")
            Text("Vowels: \(vowels)")
            Text("Reversed: \(String(text.reversed()))")
            Text(text.replacingOccurrences(of: "the", with: "a"))
        }
        .padding()
    }
}
