// A searchable list of fruits.
// 一个可搜索的水果列表。
struct FruitSearch: View {
    @State private var query = ""
    let fruits = ["Apple", "Apricot", "Banana", "Blackberry", "Cherry"]

    // The search field writes `query` through its binding; the body reads `matches`, which reads
    // `query`, so every keystroke runs the body again with the list narrowed. An empty query
    // matches everything: `contains("")` would be false for each fruit.
    // 搜索框通过它的绑定写入 `query`；body 读取 `matches`，而 `matches` 读取 `query`，
    // 所以每次按键都会再次执行 body，列表随之缩小。空的查询匹配所有水果：对每个水果来说，
    // `contains("")` 都会是 false。
    var matches: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
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
