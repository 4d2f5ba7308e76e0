// A toolbar's button takes taps (cli-contract.md `update`): "Add" appends a row, which the List
// inserts; a bottom-bar item's button is a view of the page too.
// event: tap "Add"
// event: tap "Clear"
import SwiftUI

struct ContentView: View {
    @State private var items = ["Milk"]
    var body: some View {
        NavigationStack {
            List(items, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") { items.append("Eggs") }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Clear") { items.removeAll() }
                }
            }
        }
    }
}
