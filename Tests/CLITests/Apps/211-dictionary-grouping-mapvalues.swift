import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    let category: String
    let amount: Double
}

struct ContentView: View {
    let expenses = [
        Expense(category: "Food", amount: 12.4),
        Expense(category: "Travel", amount: 80),
        Expense(category: "Food", amount: 7.6),
        Expense(category: "Books", amount: 23),
        Expense(category: "Travel", amount: 15.5)
    ]

    var totals: [String: Double] {
        Dictionary(grouping: expenses, by: \.category)
            .mapValues { group in group.map(\.amount).reduce(0, +) }
    }

    var sortedTotals: [(key: String, value: Double)] {
        totals.sorted { $0.value > $1.value }
    }

    var body: some View {
        List {
            ForEach(sortedTotals, id: \.key) { entry in
                HStack {
                    Text(entry.key)
                    Spacer()
                    Text(entry.value, format: .number.precision(.fractionLength(2)))
                }
            }
            Text("Categories: \(totals.count)")
                .foregroundStyle(.secondary)
        }
    }
}
