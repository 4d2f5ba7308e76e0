// A NavigationSplitView on an iPhone is one stack: a `List(selection:)` selecting a row pushes the
// next column, its sidebar's the content column, the content's the detail. Rows select their
// `.tag`, a ForEach's rows their ids, and a `NavigationLink(value:)` in a selecting list its value.
// `back` pops a column and selects nothing in the list before it.
// event: tap "Fruit"
// event: tap "Pear"
// event: back
// event: tap "Plum"
// event: back
// event: back
import SwiftUI

struct ContentView: View {
    @State private var shelf: String?
    @State private var item: String?
    let stock = ["Fruit": ["Pear", "Plum"], "Bread": ["Rye"]]
    var body: some View {
        NavigationSplitView {
            List(selection: $shelf) {
                Text("Fruit").tag("Fruit")
                Text("Bread").tag("Bread")
            }
            .navigationTitle("Shelves")
        } content: {
            List(stock[shelf ?? ""] ?? [], id: \.self, selection: $item) { name in
                NavigationLink(name, value: name)
            }
            .navigationTitle(shelf ?? "")
        } detail: {
            Text("\(item ?? "Nothing") from \(shelf ?? "nowhere")")
                .onAppear { print("detail shows \(item ?? "nothing")") }
        }
    }
}
