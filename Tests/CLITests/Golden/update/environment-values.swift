// Environment values in the update cycle (update-cycle-research.md §2.5): .font and .disabled write
// the environment; @Environment(\.font) and @Environment(\.isEnabled) read the nearest writer's value,
// and a change re-runs only the bodies that read the changed value (Other reads neither and is
// skipped; Label re-runs with the property's name as the reason).
// event: tap "Bigger"
// event: tap "Off"
import SwiftUI

struct Label: View {
    @Environment(\.font) var font
    @Environment(\.isEnabled) var isEnabled
    var body: some View {
        let _ = Self._printChanges()
        Text(isEnabled ? "on" : "off")
    }
}
struct Other: View {
    var body: some View {
        let _ = Self._printChanges()
        Label()
    }
}
struct ContentView: View {
    @State private var big = false
    @State private var off = false
    var body: some View {
        VStack {
            Other()
                .font(big ? .title : .body)
                .disabled(off)
            Button("Bigger") { big.toggle() }
            Button("Off") { off.toggle() }
        }
    }
}
