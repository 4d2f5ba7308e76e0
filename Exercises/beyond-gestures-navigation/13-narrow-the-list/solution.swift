// A searchable list of fruits.
struct FruitSearch: View {
    @State private var query = ""
    let fruits = ["Apple", "Apricot", "Banana", "Blackberry", "Cherry"]

    // The search field writes `query` through its binding; the body reads `matches`, which reads
    // `query`, so every keystroke runs the body again with the list narrowed. An empty query
    // matches everything: `contains("")` would be false for each fruit.
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
