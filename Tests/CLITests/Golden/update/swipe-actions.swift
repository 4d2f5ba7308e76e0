// A List row's swipe actions (cli-contract.md `update`: `swipe TARGET leading|trailing`): a swipe
// from an edge reveals that edge's buttons, whose views are inserted; `tap` reaches them, runs the
// action and closes the row. A row with actions at one edge only reveals nothing from the other.
// event: swipe "Milk" trailing
// event: tap "Delete"
// event: swipe "Eggs" leading
// event: tap "Pin"
// event: swipe "Eggs (pinned)" trailing
// event: swipe "Bread" leading
import SwiftUI

struct Shopping: View {
    @State private var items = ["Milk", "Eggs", "Bread"]
    @State private var pinned: String?
    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item == pinned ? "\(item) (pinned)" : item)
                    .swipeActions(edge: .trailing) {
                        Button("Delete", role: .destructive) { items.removeAll { $0 == item } }
                    }
                    .swipeActions(edge: .leading) {
                        if item != "Bread" { Button("Pin") { pinned = item } }
                    }
            }
        }
    }
}

#Preview { Shopping() }
