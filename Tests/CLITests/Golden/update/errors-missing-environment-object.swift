// A missing environment object stops the program with SwiftUI's message, at the property, exit 2.
import SwiftUI

final class Cart: ObservableObject {
    @Published var items = 0
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart
    var body: some View { Text("\(cart.items) items") }
}

struct ContentView: View {
    var body: some View { CartBadge() }
}
