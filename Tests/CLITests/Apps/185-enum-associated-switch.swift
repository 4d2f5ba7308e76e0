import SwiftUI

enum Payment {
    case cash(amount: Double)
    case card(last4: String, amount: Double)
    case voucher(code: String)
}

struct PaymentRow: View {
    let payment: Payment

    var body: some View {
        switch payment {
        case .cash(let amount):
            Label(String(format: "Cash $%.2f", amount), systemImage: "banknote")
        case let .card(last4, amount) where amount > 100:
            Label("Card •••• \(last4) (large)", systemImage: "creditcard.fill")
                .foregroundStyle(.orange)
        case let .card(last4, _):
            Label("Card •••• \(last4)", systemImage: "creditcard")
        case .voucher(let code):
            Label("Voucher \(code.uppercased())", systemImage: "ticket")
        }
    }
}

struct ContentView: View {
    let payments: [Payment] = [
        .cash(amount: 12.5),
        .card(last4: "4242", amount: 250),
        .card(last4: "1881", amount: 19.99),
        .voucher(code: "spring24")
    ]

    var body: some View {
        List(0..<payments.count, id: \.self) { index in
            PaymentRow(payment: payments[index])
        }
    }
}
