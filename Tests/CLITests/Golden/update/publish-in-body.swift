// A body that changes an ObservableObject a view observes (update-cycle-research.md §1.5): the
// write happens, and SwiftUI logs "Publishing changes from within view updates is not allowed".
// event: tap "Tap"
import SwiftUI

final class Store: ObservableObject {
    @Published var renders = 0
    @Published var taps = 0
}

struct ContentView: View {
    @StateObject private var store = Store()
    var body: some View {
        let _ = store.renders += 1
        VStack {
            Text("Taps: \(store.taps)")
            Button("Tap") { store.taps += 1 }
        }
    }
}
