// Mirrors: Thinking in SwiftUI (seed 000) L1955–1957 — ViewThatFits proposes nil to each child and shows the first whose ideal size fits (else the last)
// Ours: a long and a short label for a download button; the choice rule is replayed in plain Swift.
import SwiftUI

struct ContentView: View {
    var body: some View {
        ViewThatFits {
            Text("Download the full report")
            Text("Download")
        }
        .frame(width: 100)
    }
}

func pick(idealWidths: [Double], available: Double) -> Int {
    for (i, w) in idealWidths.enumerated() {
        if w <= available {
            return i
        }
    }
    return idealWidths.count - 1
}

print(pick(idealWidths: [160, 62], available: 100))
print(pick(idealWidths: [160, 62], available: 200))
print(pick(idealWidths: [160, 62], available: 40))

// expect: 1
// expect: 0
// expect: 1
