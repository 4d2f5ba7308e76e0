import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
}

struct ContentView: View {
    @State private var selected: Recipe?
    let recipes = [
        Recipe(name: "Pancakes", minutes: 20),
        Recipe(name: "Omelette", minutes: 10)
    ]

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.name) { selected = recipe }
        }
        .sheet(item: $selected) { recipe in
            VStack {
                Text(recipe.name).font(.title)
                Text("Ready in \(recipe.minutes) minutes")
            }
            .presentationDetents([.medium, .large])
        }
    }
}
