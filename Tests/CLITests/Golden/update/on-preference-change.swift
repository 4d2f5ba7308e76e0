// `onPreferenceChange` (update-cycle-research.md §2.8, §5.4): the action runs after the first pass
// with the subtree's reduced value, and again whenever a pass changes it; it writes state the body
// reads, which causes a follow-up pass.
// event: tap "Add item"
// event: tap "Rename"
import SwiftUI

struct CountKey: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

struct ContentView: View {
    @State private var items = ["Tea", "Cake"]
    @State private var total = 0
    @State private var title = "Order"
    var body: some View {
        VStack {
            Text("\(title): \(total) items").accessibilityIdentifier("summary")
            VStack {
                ForEach(items, id: \.self) { item in
                    Text(item).preference(key: CountKey.self, value: 1)
                }
            }
            .onPreferenceChange(CountKey.self) { count in
                print("count is \(count)")
                total = count
            }
            Button("Add item") { items.append("Scone") }
            Button("Rename") { title = "Basket" }
        }
    }
}
