import SwiftUI

struct ContentView: View {
    let items: [(name: String, qty: Int, price: Double)] = [
        ("Coffee", 2, 3.5),
        ("Bagel", 1, 2.25),
        ("Orange juice", 3, 4.0)
    ]

    var subtotal: Double { items.reduce(0) { $0 + Double($1.qty) * $1.price } }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(items, id: \.name) { item in
                Text(String(format: "%-14@ %2d × %5.2f = %6.2f",
                            item.name, item.qty, item.price, Double(item.qty) * item.price))
                    .font(.system(.body, design: .monospaced))
            }
            Divider()
            Text(String(format: "Subtotal: %.2f", subtotal))
            Text(String(format: "Tax (%d%%): %.2f", 8, subtotal * 0.08))
            Text(String(format: "%@ has %ld items", "Order #12", items.count))
        }
        .padding()
    }
}
