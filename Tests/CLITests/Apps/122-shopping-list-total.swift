import SwiftUI

struct Item: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let price: Double
    var quantity: Int
}

struct ContentView: View {
    @State private var items = [
        Item(name: "Eggs", price: 2.99, quantity: 1),
        Item(name: "Bread", price: 3.49, quantity: 2),
        Item(name: "Cheese", price: 6.75, quantity: 1)
    ]

    var subtotal: Double {
        items.reduce(0) { $0 + $1.price * Double($1.quantity) }
    }

    var body: some View {
        List {
            ForEach(items.indices, id: \.self) { index in
                Stepper(value: $items[index].quantity, in: 0...20) {
                    HStack {
                        Text(items[index].name)
                        Spacer()
                        Text("×\(items[index].quantity)")
                    }
                }
            }
            LabeledContent("Subtotal") {
                Text(subtotal, format: .currency(code: "USD"))
            }
        }
    }
}
