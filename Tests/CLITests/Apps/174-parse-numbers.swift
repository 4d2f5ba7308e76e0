import SwiftUI

struct ContentView: View {
    @State private var input = "12, 7, abc, 30, 5"

    var numbers: [Int] {
        input.split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .compactMap(Int.init)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Numbers", text: $input)
                .textFieldStyle(.roundedBorder)
            Text("Parsed: \(numbers.map(String.init).joined(separator: " + "))")
            Text("Sum: \(numbers.reduce(0, +))")
            Text("Max: \(numbers.max() ?? 0)")
        }
        .padding()
    }
}
