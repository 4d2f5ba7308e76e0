// Mirrors: Pro SwiftUI (seed 004) L410–419 — .frame(width: isFixed ? 300 : nil): a number proposes a width, nil makes the frame layout neutral
// Ours: a toggle switching a label between a 220-point frame and no width (the book animates the binding with `$fixed.animation()`; we use the plain binding).
import SwiftUI

struct ContentView: View {
    @State private var isFixed = false
    var body: some View {
        VStack {
            Text("Hello, tide!")
                .frame(width: isFixed ? 220 : nil)
                .background(.red)
            Toggle("Fixed width", isOn: $isFixed)
        }
    }
}

for fixed in [true, false] {
    let width: Double? = fixed ? 220 : nil
    print(width == nil ? "neutral" : "proposes \(width!)")
}

// expect: proposes 220.0
// expect: neutral
