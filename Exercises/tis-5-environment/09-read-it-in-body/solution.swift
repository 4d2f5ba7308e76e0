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
    // An `@Environment` property is filled in only once the view is installed in the tree, right
    // before its body runs. In `init` the view is a plain value that nobody has placed yet, so a
    // read there gets the key's default ("USD") and never updates.
    // `@Environment` 属性只有在视图装进树之后、就在它的 body 执行之前，才会被填入值。在 `init` 里，
    // 视图只是一个还没有被放到任何地方的普通值，所以在那里读取只能得到键的默认值（"USD"），
    // 而且永远不会更新。
    @Environment(\.currency) private var currency

    var body: some View {
        // Read in body: the value its ancestors set, and read again when it changes.
        // 在 body 里读取：得到祖先设置的值，它变化时还会重新读取。
        Text("\(item): \(amount) \(currency)")
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

            // No ancestor sets a currency here: the key's default value.
            // 这里没有祖先设置货币：使用键的默认值。
            VStack(alignment: .leading) {
                Text("Gift shop").font(.headline)
                PriceTag(item: "Postcard", amount: 2).accessibilityIdentifier("postcard")
            }

            Button("Pay in CHF") { currency = "CHF" }
        }
    }
}
