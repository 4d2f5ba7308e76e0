import SwiftUI

struct Wallet {
    private(set) var balance: Double = 0
    private(set) var history: [String] = []

    mutating func deposit(_ amount: Double) {
        balance += amount
        history.append("+\(amount)")
    }

    mutating func withdraw(_ amount: Double) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        history.append("-\(amount)")
        return true
    }
}

struct ContentView: View {
    @State private var wallet = Wallet()
    @State private var lastFailed = false

    var body: some View {
        VStack(spacing: 12) {
            Text(wallet.balance, format: .currency(code: "USD"))
                .font(.largeTitle)
            HStack {
                Button("+10") { wallet.deposit(10) }
                Button("-25") { lastFailed = !wallet.withdraw(25) }
            }
            .buttonStyle(.bordered)
            if lastFailed {
                Text("Insufficient funds").foregroundColor(.red)
            }
            Text(wallet.history.joined(separator: ", "))
                .font(.caption)
        }
    }
}
