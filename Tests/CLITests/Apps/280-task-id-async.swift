import SwiftUI

struct ContentView: View {
    @State private var category = "fruit"
    @State private var results: [String] = []
    @State private var loading = false

    func load(_ category: String) async -> [String] {
        try? await Task.sleep(nanoseconds: 200_000_000)
        switch category {
        case "fruit": return ["Apple", "Pear", "Plum"]
        case "veg": return ["Kale", "Leek"]
        default: return []
        }
    }

    var body: some View {
        VStack {
            Picker("Category", selection: $category) {
                Text("Fruit").tag("fruit")
                Text("Vegetables").tag("veg")
            }
            .pickerStyle(.segmented)
            if loading {
                ProgressView()
            }
            List(results, id: \.self) { Text($0) }
        }
        .task(id: category) {
            loading = true
            results = await load(category)
            loading = false
        }
        .padding()
    }
}
