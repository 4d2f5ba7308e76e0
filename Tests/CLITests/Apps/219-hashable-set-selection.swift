import SwiftUI

struct Topping: Hashable, Identifiable {
    let name: String
    let price: Double
    var id: String { name }
}

struct ContentView: View {
    let toppings = [
        Topping(name: "Cheese", price: 1.0),
        Topping(name: "Mushrooms", price: 0.75),
        Topping(name: "Olives", price: 0.5),
        Topping(name: "Peppers", price: 0.6)
    ]
    @State private var chosen: Set<Topping> = []

    var total: Double { 8 + chosen.reduce(0) { $0 + $1.price } }

    var body: some View {
        List {
            ForEach(toppings) { topping in
                Button {
                    if chosen.contains(topping) {
                        chosen.remove(topping)
                    } else {
                        chosen.insert(topping)
                    }
                } label: {
                    HStack {
                        Text(topping.name)
                        Spacer()
                        if chosen.contains(topping) {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
            Text("Total \(total, format: .currency(code: "USD"))")
                .bold()
        }
    }
}
