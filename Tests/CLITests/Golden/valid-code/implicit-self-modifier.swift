// Inside a View extension, an unqualified `hidden()` is SwiftUI's modifier on self, not the
// learner's `hidden(_:)` of the same name, which its arguments do not fit (Pro SwiftUI L852–874).
import SwiftUI
extension View {
    @ViewBuilder func concealed(_ isConcealed: Bool) -> some View {
        if isConcealed { hidden() } else { self }
    }
    @ViewBuilder func hidden(_ isHidden: Bool) -> some View {
        if isHidden { hidden() } else { self }
    }
}
struct ContentView: View {
    var body: some View {
        VStack {
            Text("Secret").hidden(true)
            Text("Shown").concealed(false)
        }
    }
}
