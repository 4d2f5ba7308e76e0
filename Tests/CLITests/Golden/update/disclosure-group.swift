// A DisclosureGroup's `tap` on its label expands it: its content is made then (its views inserted,
// `onAppear` run) and removed when it collapses. One with `isExpanded:` expands through the
// binding, which its body does not read, so no body runs. `.equatable()` wraps a view in an
// EquatableView, which the tree shows by its type.
// event: tap "Watering"
// event: tap "Watering"
// event: tap "Light"
import SwiftUI

struct CareCard: View {
    @State private var lightShown = false
    var body: some View {
        VStack {
            DisclosureGroup("Watering") {
                Text("Once a week").onAppear { print("watering shown") }.onDisappear { print("watering hidden") }
            }
            DisclosureGroup("Light", isExpanded: $lightShown) {
                Text("Bright, indirect")
            }
            Text("Fern").equatable()
        }
    }
}

#Preview { CareCard() }
