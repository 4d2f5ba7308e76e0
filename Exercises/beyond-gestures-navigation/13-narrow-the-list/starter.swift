// A searchable list of fruits.
struct FruitSearch: View {
    @State private var query = ""
    let fruits = ["Apple", "Apricot", "Banana", "Blackberry", "Cherry"]

    var matches: [String] {
        // TODO: keep the fruits whose name contains `query`, ignoring case (all of them while it is empty).
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
