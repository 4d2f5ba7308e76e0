import SwiftUI

struct ContentView: View {
    @State private var quantity = 1
    @State private var history: [String] = []
    @State private var query = ""

    var body: some View {
        Form {
            Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
                .onChange(of: quantity) { oldValue, newValue in
                    let direction = newValue > oldValue ? "up" : "down"
                    history.insert("\(oldValue) → \(newValue) (\(direction))", at: 0)
                }
            TextField("Search", text: $query)
                .onChange(of: query) {
                    if query.count > 10 {
                        query = String(query.prefix(10))
                    }
                }
            Section("History") {
                ForEach(history.prefix(5), id: \.self) { Text($0) }
            }
        }
    }
}
