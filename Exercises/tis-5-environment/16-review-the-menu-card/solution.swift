// Review of chapters 4–5: a menu card whose prices stand on the trailing edge at any width, in the
// currency of the section they are in.
// 第 4–5 章复习：一张菜单卡，价格在任何宽度下都靠尾边，币种由所在的分区决定。

// Chapter 5: a key with a default, and its property on `EnvironmentValues`.
// 第 5 章：一个带默认值的键，以及它在 `EnvironmentValues` 上的属性。
struct CurrencyKey: EnvironmentKey {
    static let defaultValue = "$"
}

extension EnvironmentValues {
    var currency: String {
        get { self[CurrencyKey.self] }
        set { self[CurrencyKey.self] = newValue }
    }
}

struct MenuRow: View {
    var name: String
    var price: Int
    @Environment(\.currency) private var currency

    var body: some View {
        HStack {
            Text(name)
            // Chapter 4: the spacer is flexible and takes the width the texts leave.
            // 第 4 章：Spacer 是灵活的，会占去文本剩下的宽度。
            Spacer()
            Text("\(price) \(currency)")
                .accessibilityIdentifier(name.lowercased() + "_price")
        }
    }
}

struct MenuSection: View {
    var title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
            MenuRow(name: title == "Paris" ? "Tea" : "Cake", price: title == "Paris" ? 3 : 4)
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            // Written for this section and everything in it; Boston reads the default.
            // 只为这个分区和它里面的视图写入；Boston 读到默认值。
            MenuSection(title: "Paris")
                .environment(\.currency, "€")
            MenuSection(title: "Boston")
        }
        .padding(16)
    }
}
