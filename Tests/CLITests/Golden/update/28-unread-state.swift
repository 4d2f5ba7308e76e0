// Golden case 28 (TiS L396): the label does not read `value`, so a tap changes the state but
// re-runs no body.
// event: tap "Increment"
import SwiftUI

struct Counter: View {
    @State private var value = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("Increment") { value += 1 }
    }
}

#Preview { Counter() }
