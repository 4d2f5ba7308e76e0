// Show each price in the currency its ancestors set.
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
    @Environment(\.currency) private var currency

    var body: some View {
        // Read in body: the value its ancestors set, and read again when it changes.
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
            VStack(alignment: .leading) {
                Text("Gift shop").font(.headline)
                PriceTag(item: "Postcard", amount: 2).accessibilityIdentifier("postcard")
            }

            Button("Pay in CHF") { currency = "CHF" }
        }
    }
}
