// Objects from ancestors: `.environmentObject(store)` for `@EnvironmentObject`, `.environment(model)`
// for `@Environment(Model.self)`. A change to either re-runs the views that use it.
// event: tap "Add"
// event: tap "Rename"
import SwiftUI

final class Cart: ObservableObject {
    @Published var items = 0
}

@Observable final class Account {
    var name = "Ada"
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart
    var body: some View {
        let _ = Self._printChanges()
        Text("\(cart.items) items").accessibilityIdentifier("badge")
    }
}

struct Greeting: View {
    @Environment(Account.self) var account
    var body: some View {
        let _ = Self._printChanges()
        Text("Hello, \(account.name)").accessibilityIdentifier("greeting")
    }
}

let cart = Cart()
let account = Account()

struct ContentView: View {
    var body: some View {
        VStack {
            CartBadge()
            Greeting()
            Button("Add") { cart.items += 1 }
            Button("Rename") { account.name = "Grace" }
        }
        .environmentObject(cart)
        .environment(account)
    }
}
