import SwiftUI

struct ContentView: View {
    @State private var input = "42"
    let lookup = ["one": 1, "two": 2, "three": 3]

    var parsed: Int? { Int(input) }
    var doubled: Int? { parsed.map { $0 * 2 } }
    var label: String { parsed.map { "You typed \($0)" } ?? "Not a number" }
    var word: String? { ["one", "two"].randomElement() }
    var fromWord: Int? { word.flatMap { lookup[$0] } }

    var body: some View {
        Form {
            TextField("Number", text: $input)
            Text(label)
            Text("Doubled: \(doubled.map(String.init) ?? "—")")
            Text("Is even: \(parsed.map { $0 % 2 == 0 } ?? false ? "yes" : "no")")
            Text("Lookup three: \(lookup["three"].map { "\($0)" } ?? "missing")")
            Text("Word value known: \(fromWord != nil ? "yes" : "no")")
        }
    }
}
