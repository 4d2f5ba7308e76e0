import SwiftUI

class Cart: ObservableObject {
    @Published var items: [String] = []
    var count: Int { items.count }
}

struct AddButton: View {
    @EnvironmentObject var cart: Cart
    let item: String
    var body: some View {
        Button("Add \(item)") {
            cart.items.append(item)
        }
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart
    var body: some View {
        Label("\(cart.count) items", systemImage: "cart")
    }
}

struct ContentView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack(spacing: 12) {
            CartBadge()
            AddButton(item: "Apple")
            AddButton(item: "Pear")
        }
        .environmentObject(cart)
    }
}
