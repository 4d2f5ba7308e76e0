// Give the title only what it shows.
// 只给标题它要显示的东西。
struct Order {
    var product = "Coffee"
    var quantity = 1
}

struct OrderTitle: View {
    var product: String
    var body: some View { Text(product).accessibilityIdentifier("title") }
}

struct ContentView: View {
    @State private var order = Order()
    var body: some View {
        VStack {
            OrderTitle(product: order.product)
            Stepper("Quantity: \(order.quantity)", value: $order.quantity, in: 1...9)
        }
    }
}
