import SwiftUI

struct ContentView: View {
    @State private var text = "Pa55 word! ÉtÉ"

    var letters: Int { text.filter { $0.isLetter }.count }
    var digits: Int { text.filter(\.isNumber).count }
    var uppercase: Int { text.filter { $0.isUppercase }.count }
    var spaces: Int { text.filter { $0.isWhitespace }.count }
    var punctuation: Int { text.filter { $0.isPunctuation }.count }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Text", text: $text)
                .textFieldStyle(.roundedBorder)
            Group {
                Text("Letters: \(letters)")
                Text("Digits: \(digits)")
                Text("Uppercase: \(uppercase)")
                Text("Spaces: \(spaces)")
                Text("Punctuation: \(punctuation)")
            }
            .font(.body.monospaced())
            Text(String(text.reversed()))
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
