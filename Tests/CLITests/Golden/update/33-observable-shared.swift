// Golden cases 33–34 (TiS L589–652): a plain `var model` of an @Observable class; a tap updates
// the label through observation, and a change to a property the body does not read re-runs nothing.
// event: tap "Increment: 0"
// event: tap "Other"
// event: set Model.shared.value = 10
import SwiftUI

@Observable final class Model {
    var value = 0
    var other = 0
    static let shared = Model()
}

struct Counter: View {
    var model: Model
    var body: some View {
        let _ = Self._printChanges()
        Button("Increment: \(model.value)") { model.value += 1 }
    }
}

struct ContentView: View {
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Counter(model: Model.shared)
            Button("Other") { Model.shared.other += 1 }
        }
    }
}
