// `onDelete` on a List's ForEach: a trailing `swipe` on a row reveals "Delete"; tapping it calls
// the action with the row's offsets, an IndexSet, which `remove(atOffsets:)` takes. `move(fromOffsets:
// toOffset:)` reorders as SwiftUI's does; the offsets iterate in order.
// event: swipe "Basil" trailing
// event: tap "Delete"
// event: run var order = ["a", "b", "c", "d"]; order.move(fromOffsets: IndexSet([0, 2]), toOffset: 4); print(order)
// event: run for i in IndexSet([3, 1, 3]) { print(i) }
import SwiftUI

struct Herbs: View {
    @State private var herbs = ["Mint", "Basil", "Thyme"]
    var body: some View {
        List {
            ForEach(herbs, id: \.self) { Text($0) }
                .onDelete { offsets in
                    print("deleting", offsets.map { herbs[$0] })
                    herbs.remove(atOffsets: offsets)
                }
        }
    }
}

#Preview { Herbs() }
