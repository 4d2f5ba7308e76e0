import SwiftUI
import Observation

@Observable
final class Basket {
    var items: [String: Int] = ["Apples": 3, "Bread": 1]
    var unitPrice: [String: Double] = ["Apples": 0.5, "Bread": 2.25, "Milk": 1.1]

    var totalItems: Int {
        items.values.reduce(0, +)
    }

    var totalPrice: Double {
        items.reduce(0) { sum, entry in
            sum + Double(entry.value) * (unitPrice[entry.key] ?? 0)
        }
    }

    func add(_ name: String) {
        items[name, default: 0] += 1
    }
}

struct ContentView: View {
    @State private var basket = Basket()

    var body: some View {
        List {
            ForEach(basket.items.keys.sorted(), id: \.self) { name in
                HStack {
                    Text(name)
                    Spacer()
                    Text("× \(basket.items[name] ?? 0)")
                }
            }
            Button("Add milk") { basket.add("Milk") }
            Text("\(basket.totalItems) items · \(basket.totalPrice, format: .currency(code: "USD"))")
                .font(.headline)
        }
    }
}
