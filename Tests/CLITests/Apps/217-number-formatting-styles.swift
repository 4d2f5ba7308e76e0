import SwiftUI

struct ContentView: View {
    let price = 1234.5
    let ratio = 0.4267
    let bigNumber = 9_876_543
    let distance = 42.195

    var body: some View {
        List {
            Text(price, format: .currency(code: "EUR"))
            Text(ratio, format: .percent.precision(.fractionLength(1)))
            Text(bigNumber, format: .number)
            Text(distance.formatted(.number.precision(.fractionLength(0))))
            Text("\(String(format: "%08.3f", distance))")
            Text("Hex: \(String(bigNumber, radix: 16))")
            Text("Padded: \(String(format: "%05d", 42))")
            Text(price.formatted(.currency(code: "USD")))
        }
    }
}
