// Mirrors: Thinking in SwiftUI (seed 000) L379–396 — a Counter with @State private var value = 0 and a Button label that reads it
// Ours: a cup counter whose label reads the state (creating a dependency) and a second one whose label does not.
import SwiftUI

struct CupCounter: View {
    @State private var cups = 0
    var body: some View {
        Button("Cups: \(cups)") {
            cups += 1
        }
    }
}

// The label never reads `cups`, so a tap would not re-run this body.
struct SilentCupCounter: View {
    @State private var cups = 0
    var body: some View {
        Button("Add a cup") {
            cups += 1
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            CupCounter()
            SilentCupCounter()
        }
    }
}

var taps = 0
for _ in 1...3 {
    taps += 1
}
print("Cups: \(taps)")
print(type(of: CupCounter()))

// expect: Cups: 3
// expect: CupCounter
