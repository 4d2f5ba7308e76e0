// A write to an @Published property through a local constant that holds the object publishes as a
// write through the property does (update-cycle-research.md §2.4); a write to a plain stored property
// of the same object publishes nothing. Each tap's write goes through what its site kept from the
// tap before (ObjectField), so the second "Add" must publish as the first did.
// event: tap "Add"
// event: tap "Add"
// event: tap "Quiet"
import SwiftUI

final class Store: ObservableObject {
    @Published var value = 0
    var quiet = 0
}
struct ContentView: View {
    @StateObject private var store = Store()
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Add") { let s = store; s.value += 1 }
            Button("Quiet") { let s = store; s.quiet += 1 }
            Text("\(store.value) \(store.quiet)")
        }
    }
}
