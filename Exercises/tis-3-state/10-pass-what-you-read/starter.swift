// Give the title only what it shows.
// 只给标题它要显示的东西。
struct Order {
    var product = "Coffee"
    var quantity = 1
}

struct OrderTitle: View {
    // TODO: take only the product name.
    // TODO：只接收产品名称。
    var order: Order
    var body: some View { Text(order.product).accessibilityIdentifier("title") }
}

struct ContentView: View {
    @State private var order = Order()
    var body: some View {
        VStack {
            OrderTitle(order: order)
            Stepper("Quantity: \(order.quantity)", value: $order.quantity, in: 1...9)
        }
    }
}
