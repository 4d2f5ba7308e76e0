// Mirrors: Pro SwiftUI (seed 004) L176–216 — .frame(width: 30, height: 100) makes Text wrap; views have six sizing values (min/ideal/max × width/height)
// Ours: a narrow frame around a greeting, plus a struct holding the six sizing values of a text.
import SwiftUI

struct SixValues {
    var minWidth: Double?
    var idealWidth: Double
    var maxWidth: Double
    var minHeight: Double?
    var idealHeight: Double
    var maxHeight: Double
}

struct ContentView: View {
    var body: some View {
        Text("Hello, harbor!")
            .frame(width: 30, height: 100)
    }
}

let text = SixValues(minWidth: nil, idealWidth: 95, maxWidth: 95, minHeight: nil, idealHeight: 20, maxHeight: 20)
print(text.minWidth == nil ? "no minimum width" : "has a minimum width")
print(text.idealWidth > 30 ? "wraps in a 30-point frame" : "fits")

// expect: no minimum width
// expect: wraps in a 30-point frame
