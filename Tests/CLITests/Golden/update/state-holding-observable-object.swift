// A @State holding an ObservableObject does not subscribe to it (update-cycle-research.md §2.4):
// a change of its @Published property re-runs no body, so the Text keeps its old count. Only
// @StateObject, @ObservedObject and @EnvironmentObject subscribe to objectWillChange.
// event: tap "Increment"
import SwiftUI
class Model: ObservableObject { @Published var count = 0 }
struct ContentView: View {
    @State var model = Model()
    var body: some View {
        VStack {
            Text("Count: \(model.count)")
            Button("Increment") { model.count += 1 }
        }
    }
}
