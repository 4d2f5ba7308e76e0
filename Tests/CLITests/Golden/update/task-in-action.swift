// A Task made in a button's action (viewlab's model, KNOWN-GAPS.md): its operation runs at once, to
// its end, and `Task.sleep` takes no time, so the event ends with the last state it wrote.
// event: tap "idle"
import SwiftUI

struct ContentView: View {
    @State private var status = "idle"
    var body: some View {
        Button(status) {
            Task {
                status = "loading"
                try await Task.sleep(for: .seconds(1))
                status = "done"
            }
        }
        .accessibilityIdentifier("status")
    }
}
