// Mirrors: Thinking in SwiftUI (seed 000) L475–517 — init(value:) assigning `_value = State(initialValue:)` only sets the initial value; `initialValue:` is the clearer label
// Ours: a lap counter built with init(initialLaps:); the parent passes 4 laps (fixed the book's OCR "\{(value)\}" to "\(value)").
import SwiftUI

struct LapCounter: View {
    @State private var laps: Int

    init(initialLaps: Int = 0) {
        _laps = State(initialValue: initialLaps)
    }

    var body: some View {
        Button("Laps: \(laps)") {
            laps += 1
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            LapCounter()
            LapCounter(initialLaps: 4)
        }
    }
}

// Render with 0, then the parent passes 5: the node keeps its state, so the label still says 0.
let shownAfterFirstRender = 0
let passedLater = 5
print("passed \(passedLater), still shows \(shownAfterFirstRender)")
print(type(of: LapCounter(initialLaps: 4)))

// expect: passed 5, still shows 0
// expect: LapCounter
