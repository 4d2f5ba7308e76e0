// Golden case 27 (view-trees-state.md §3, TiS L383–394, L461–471): a tap stores 1, the body
// re-runs and the label becomes "Increment: 1".
// event: tap "Increment: 0"
// event: tap #label
import SwiftUI

struct Counter: View {
    @State private var value = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("Increment: \(value)") {
            value += 1
        }
        .accessibilityIdentifier("label")
    }
}

#Preview { Counter() }
