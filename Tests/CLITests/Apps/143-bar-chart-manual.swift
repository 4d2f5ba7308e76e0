import SwiftUI

struct DaySales: Identifiable {
    let id = UUID()
    let day: String
    let amount: Double
}

struct ContentView: View {
    let sales = [
        DaySales(day: "M", amount: 120),
        DaySales(day: "T", amount: 80),
        DaySales(day: "W", amount: 150),
        DaySales(day: "T", amount: 95),
        DaySales(day: "F", amount: 200)
    ]

    var maxAmount: Double { sales.map(\.amount).max() ?? 1 }
    var average: Double { sales.reduce(0) { $0 + $1.amount } / Double(sales.count) }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sales this week")
                .font(.headline)
            Text("Average \(average, format: .number.precision(.fractionLength(0)))")
                .font(.caption)
            HStack(alignment: .bottom, spacing: 12) {
                ForEach(sales) { s in
                    VStack {
                        Capsule()
                            .fill(s.amount == maxAmount ? Color.green : Color.blue)
                            .frame(width: 24, height: 150 * s.amount / maxAmount)
                        Text(s.day).font(.caption2)
                    }
                }
            }
            .frame(height: 180, alignment: .bottom)
        }
        .padding()
    }
}
