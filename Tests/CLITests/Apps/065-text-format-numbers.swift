import SwiftUI

struct ContentView: View {
    let price = 1234.5
    let ratio = 0.256
    let count = 1_500_000

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(price, format: .currency(code: "USD"))
            Text(ratio, format: .percent)
            Text(count, format: .number)
            Text("Price: \(price, specifier: "%.2f")")
            Text("Ratio: \(ratio.formatted(.percent.precision(.fractionLength(1))))")
        }
        .font(.body.monospacedDigit())
    }
}
