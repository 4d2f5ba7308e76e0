// Review of chapters 4–5: a menu card whose prices stand on the trailing edge at any width, in the
// currency of the section they are in.
// 第 4–5 章复习：一张菜单卡，价格在任何宽度下都靠尾边，币种由所在的分区决定。

struct MenuRow: View {
    var name: String
    var price: Int
    // TODO: the currency should come from the environment, "$" unless a section writes another.
    // TODO：币种应该来自环境，除非某个分区写入别的值，否则是 "$"。
    var currency: String

    var body: some View {
        // TODO: the price belongs on the trailing edge.
        // TODO：价格应该靠尾边。
        HStack {
            Text(name)
            Text("\(price) \(currency)")
                .accessibilityIdentifier(name.lowercased() + "_price")
        }
    }
}

struct MenuSection: View {
    var title: String
    var currency: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
            MenuRow(name: title == "Paris" ? "Tea" : "Cake", price: title == "Paris" ? 3 : 4, currency: currency)
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            MenuSection(title: "Paris", currency: "€")
            MenuSection(title: "Boston", currency: "$")
        }
        .padding(16)
    }
}
