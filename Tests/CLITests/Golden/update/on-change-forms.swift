// OpenSwiftUI's onChange compatibility oracles (update-cycle-research.md §2.7), for writes 0 → 1 → 2:
// the one-parameter form gets 1, 2; the two-parameter form gets (0, 1), (1, 2); with `initial: true`
// it also runs on appearing with (0, 0).
// event: tap "Next"
// event: tap "Next"
import SwiftUI

struct ContentView: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Text("\(value)")
                .onChange(of: value) { new in print("one: \(new)") }
            Text("two")
                .onChange(of: value) { old, new in print("two: \(old) \(new)") }
            Text("initial")
                .onChange(of: value, initial: true) { old, new in print("initial: \(old) \(new)") }
            Button("Next") { value += 1 }
        }
    }
}
