// Golden case 39 (TiS L871–909): `@ObservedObject var model` given `Model.shared`: the node holds
// only a reference, and any `objectWillChange` re-runs its body, even a manual `send()`.
// event: tap "Count: 0"
// event: tap "Ping"
import SwiftUI

final class Model: ObservableObject {
    @Published var count = 0
    var unpublished = 0
    static let shared = Model()
}

struct Counter: View {
    @ObservedObject var model: Model
    var body: some View {
        let _ = Self._printChanges()
        Button("Count: \(model.count)") { model.count += 1 }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Counter(model: Model.shared)
            Button("Ping") {
                Model.shared.unpublished += 1
                Model.shared.objectWillChange.send()
            }
        }
    }
}
