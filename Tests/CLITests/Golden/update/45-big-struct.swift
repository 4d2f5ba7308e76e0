// Golden case 45 (TiS L1233): a large struct passed to a subview that shows one field re-runs it on
// any change to the struct (`@self`); passing just the field does not.
// event: increment "Quantity 1"
import SwiftUI

struct Order {
    var product = "Tea"
    var quantity = 1
    var notes = ""
}

struct WholeOrderTitle: View {
    var order: Order
    var body: some View { let _ = Self._printChanges(); Text(order.product) }
}

struct FieldTitle: View {
    var product: String
    var body: some View { let _ = Self._printChanges(); Text(product) }
}

struct ContentView: View {
    @State private var order = Order()
    var body: some View {
        VStack {
            WholeOrderTitle(order: order)
            FieldTitle(product: order.product)
            Stepper("Quantity \(order.quantity)", value: $order.quantity)
        }
    }
}
