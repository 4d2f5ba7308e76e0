// A searchable list of fruits.
// 一个可搜索的水果列表。
struct FruitSearch: View {
    @State private var query = ""
    let fruits = ["Apple", "Apricot", "Banana", "Blackberry", "Cherry"]

    var matches: [String] {
        // TODO: keep the fruits whose name contains `query`, ignoring case (all of them while it is empty).
        // TODO：保留名字包含 `query` 的水果，忽略大小写（`query` 为空时保留全部）。
        fruits
    }

    var body: some View {
        NavigationStack {
            List {
                Text("Matches: \(matches.count)")
                    .accessibilityIdentifier("count")
                ForEach(matches, id: \.self) { fruit in
                    Text(fruit)
                }
            }
            .navigationTitle("Fruits")
            .searchable(text: $query, prompt: "Find a fruit")
        }
    }
}

#Preview { FruitSearch() }
