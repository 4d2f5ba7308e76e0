import SwiftUI

struct ContentView: View {
    @State private var amountText = "25"
    @State private var balance = 100.0
    @State private var status = ""

    func withdraw() {
        guard let amount = Double(amountText) else {
            status = "Enter a number"
            return
        }
        guard amount > 0 else {
            status = "Amount must be positive"
            return
        }
        guard amount <= balance else {
            status = "Insufficient funds"
            return
        }
        balance -= amount
        status = "Withdrew \(String(format: "%.2f", amount))"
    }

    var body: some View {
        Form {
            Text("Balance: \(balance, format: .currency(code: "USD"))")
            TextField("Amount", text: $amountText)
            Button("Withdraw", action: withdraw)
            if !status.isEmpty {
                Text(status).foregroundStyle(.secondary)
            }
        }
    }
}
