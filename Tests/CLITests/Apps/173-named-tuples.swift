import SwiftUI

struct ContentView: View {
    typealias Ingredient = (name: String, grams: Int)

    let ingredients: [Ingredient] = [
        (name: "Flour", grams: 500),
        (name: "Water", grams: 350),
        (name: "Salt", grams: 10),
        (name: "Yeast", grams: 7)
    ]

    var totalWeight: Int { ingredients.reduce(0) { $0 + $1.grams } }

    var body: some View {
        List {
            ForEach(ingredients, id: \.name) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text("\(item.grams) g")
                }
            }
            Text("Dough weight: \(totalWeight) g").bold()
        }
    }
}
