import SwiftUI

struct Runner: Identifiable {
    let id = UUID()
    let name: String
    let age: Int
    let bestTime: Double
}

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { a, b in
            ascending ? a[keyPath: keyPath] < b[keyPath: keyPath] : a[keyPath: keyPath] > b[keyPath: keyPath]
        }
    }
}

struct ContentView: View {
    enum SortField: String, CaseIterable { case name, age, time }

    @State private var field = SortField.name
    let runners = [
        Runner(name: "Lena", age: 31, bestTime: 41.2),
        Runner(name: "Ahmed", age: 25, bestTime: 39.8),
        Runner(name: "Chloe", age: 44, bestTime: 43.5)
    ]

    var sortedRunners: [Runner] {
        switch field {
        case .name: runners.sorted(by: \.name)
        case .age: runners.sorted(by: \.age, ascending: false)
        case .time: runners.sorted(by: \.bestTime)
        }
    }

    var body: some View {
        VStack {
            Picker("Sort", selection: $field) {
                ForEach(SortField.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            ForEach(sortedRunners) { r in
                HStack {
                    Text(r.name)
                    Spacer()
                    Text("\(r.age)y · \(r.bestTime, specifier: "%.1f")m")
                }
            }
        }
        .padding()
    }
}
