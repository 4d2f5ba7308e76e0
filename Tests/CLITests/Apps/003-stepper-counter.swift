import SwiftUI

struct ContentView: View {
    @State private var quantity = 1
    private let unitPrice = 4.99

    var total: Double { Double(quantity) * unitPrice }

    var body: some View {
        Form {
            Section("Order") {
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
                HStack {
                    Text("Total")
                    Spacer()
                    Text(total, format: .currency(code: "USD"))
                        .bold()
                }
            }
        }
    }
}
