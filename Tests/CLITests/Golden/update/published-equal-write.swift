// Combine's @Published publishes every write, an equal value too (update-cycle-research.md §2.4):
// a view observing the object re-runs its body when a property is set to the value it has.
// event: tap "Same 0"
import SwiftUI

final class Store: ObservableObject {
    @Published var value = 0
}
struct ContentView: View {
    @StateObject private var store = Store()
    var body: some View {
        let _ = Self._printChanges()
        Button("Same \(store.value)") { store.value = store.value }
    }
}
