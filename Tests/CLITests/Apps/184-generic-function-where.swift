import SwiftUI

func largest<T: Comparable>(_ items: [T]) -> T? {
    items.max()
}

func describe<C: Collection>(_ items: C) -> String where C.Element: CustomStringConvertible {
    items.map { $0.description }.joined(separator: ", ")
}

func total<S: Sequence>(_ values: S) -> Int where S.Element == Int {
    values.reduce(0, +)
}

struct ContentView: View {
    let scores = [12, 48, 7, 33, 21]
    let names = ["Mia", "Leo", "Zoe"]

    var body: some View {
        List {
            Section("Scores") {
                Text("All: \(describe(scores))")
                Text("Best: \(largest(scores) ?? 0)")
                Text("Total: \(total(scores))")
            }
            Section("Names") {
                Text("All: \(describe(names))")
                Text("Last alphabetically: \(largest(names) ?? "none")")
            }
        }
    }
}
