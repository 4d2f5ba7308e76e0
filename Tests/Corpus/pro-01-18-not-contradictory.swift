// Mirrors: Pro SwiftUI (seed 004) L494–515 — .frame(width: 250).frame(minWidth: 400) is not contradictory; backgrounds after each step show blue 95, red 250, yellow 400
// Ours: the same chain with 200 and 340, and the three widths computed from the frame rules.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, tide!")
            .background(.blue)
            .frame(width: 200)
            .background(.red)
            .frame(minWidth: 340)
            .background(.yellow)
    }
}

let textWidth = 95.0
let fixedWidth = 200.0
// Only a minimum: at least the minimum (the proposal of 390 is larger, but the child is 200).
let minWidth = 340.0
let outerWidth = max(minWidth, min(390.0, fixedWidth))
print([textWidth, fixedWidth, outerWidth])

// expect: [95.0, 200.0, 340.0]
