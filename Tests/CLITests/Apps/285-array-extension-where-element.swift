import SwiftUI

extension Array where Element == Int {
    var total: Int { reduce(0, +) }
    var mean: Double { isEmpty ? 0 : Double(total) / Double(count) }
}

extension Array where Element: Numeric {
    func scaled(by factor: Element) -> [Element] { map { $0 * factor } }
}

extension Collection where Element: Equatable {
    func occurrences(of item: Element) -> Int { filter { $0 == item }.count }
}

struct ContentView: View {
    let laps = [62, 58, 61, 57, 60]
    let letters = Array("mississippi")

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Total: \(laps.total) s")
            Text("Mean: \(laps.mean, specifier: "%.1f") s")
            Text("Doubled: \(laps.scaled(by: 2).map(String.init).joined(separator: " "))")
            Text("s appears \(letters.occurrences(of: "s")) times")
            Text("Prices: \([1.5, 2.0].scaled(by: 1.2).map { String(format: "%.2f", $0) }.joined(separator: ", "))")
        }
        .padding()
    }
}
