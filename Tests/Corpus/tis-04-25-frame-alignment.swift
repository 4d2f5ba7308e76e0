// Mirrors: Thinking in SwiftUI (seed 000) L1963–2010 — a frame places its child by aligning guides: (50−25, 50−10) = (25, 40) centered, (50, 80) bottom-trailing
// Ours: a 40×20 label in a 120×80 frame, centered and bottom-trailing; origins are computed from the guides.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Hi there")
                .frame(width: 120, height: 80)
                .border(.blue)
            Text("Hi there")
                .frame(width: 120, height: 80, alignment: .bottomTrailing)
                .border(.blue)
        }
    }
}

struct Guides {
    var width: Double
    var height: Double
    var center: (Double, Double) { (width / 2, height / 2) }
    var bottomTrailing: (Double, Double) { (width, height) }
}

let child = Guides(width: 40, height: 20)
let frame = Guides(width: 120, height: 80)
print("center origin (\(frame.center.0 - child.center.0), \(frame.center.1 - child.center.1))")
print("bottomTrailing origin (\(frame.bottomTrailing.0 - child.bottomTrailing.0), \(frame.bottomTrailing.1 - child.bottomTrailing.1))")

// expect: center origin (40.0, 30.0)
// expect: bottomTrailing origin (80.0, 60.0)
