// Show each price in the currency its ancestors set.
// 用祖先设置的货币显示每个价格。
struct CurrencyKey: EnvironmentKey {
    static let defaultValue = "USD"
}

extension EnvironmentValues {
    var currency: String {
        get { self[CurrencyKey.self] }
        set { self[CurrencyKey.self] = newValue }
    }
}

struct PriceTag: View {
    var item: String
    var amount: Int
    @Environment(\.currency) private var currency
    private let label: String

    init(item: String, amount: Int) {
        self.item = item
        self.amount = amount
        // TODO: this reads the environment before the view is in the tree: build the text in body.
        // TODO：这里在视图进入树之前就读取了环境：在 body 里构建文本。
        label = "\(item): \(amount) \(currency)"
    }

    var body: some View {
        Text(label)
    }
}

struct ContentView: View {
    @State private var currency = "EUR"
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VStack(alignment: .leading) {
                Text("Café").font(.headline)
                PriceTag(item: "Coffee", amount: 4).accessibilityIdentifier("coffee")
                PriceTag(item: "Cake", amount: 6).accessibilityIdentifier("cake")
            }
            .environment(\.currency, currency)

            VStack(alignment: .leading) {
                Text("Gift shop").font(.headline)
                PriceTag(item: "Postcard", amount: 2).accessibilityIdentifier("postcard")
            }

            Button("Pay in CHF") { currency = "CHF" }
        }
    }
}
