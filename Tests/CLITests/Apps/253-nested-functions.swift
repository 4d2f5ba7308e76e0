import SwiftUI

struct ContentView: View {
    let words = ["level", "swift", "Racecar", "noon", "xcode", "A man a plan a canal Panama"]

    func analyze(_ text: String) -> String {
        func normalized(_ s: String) -> String {
            s.lowercased().filter { $0.isLetter }
        }
        func isPalindrome(_ s: String) -> Bool {
            let chars = Array(normalized(s))
            return chars == chars.reversed()
        }
        let vowelCount = normalized(text).filter { "aeiou".contains($0) }.count
        return isPalindrome(text) ? "palindrome, \(vowelCount) vowels" : "\(vowelCount) vowels"
    }

    var body: some View {
        List(words, id: \.self) { word in
            VStack(alignment: .leading) {
                Text(word)
                Text(analyze(word))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
