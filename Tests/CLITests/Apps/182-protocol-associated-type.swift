import SwiftUI

protocol Summarizable {
    associatedtype Value
    var title: String { get }
    var value: Value { get }
    func formatted() -> String
}

extension Summarizable {
    func formatted() -> String {
        "\(title): \(value)"
    }
}

struct StepCount: Summarizable {
    let title = "Steps"
    let value: Int
}

struct Distance: Summarizable {
    let title = "Distance"
    let value: Double

    func formatted() -> String {
        String(format: "%@: %.1f km", title, value)
    }
}

struct SummaryRow<Item: Summarizable>: View {
    let item: Item

    var body: some View {
        HStack {
            Image(systemName: "chart.bar")
            Text(item.formatted())
            Spacer()
        }
        .padding(.vertical, 4)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading) {
            SummaryRow(item: StepCount(value: 8421))
            SummaryRow(item: Distance(value: 5.237))
        }
        .padding()
    }
}
