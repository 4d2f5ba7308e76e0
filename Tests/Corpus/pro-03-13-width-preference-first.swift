// Mirrors: Pro SwiftUI (seed 004) L2090–2094 — a reduce with an empty body never calls nextValue(), so the first value is kept (like navigationTitle)
// Ours: a FirstSpanKey; the first of three widths survives.
import SwiftUI

struct FirstSpanKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Color.green.frame(width: 50, height: 20)
            Color.green.frame(width: 120, height: 20)
            Color.green.frame(width: 80, height: 20)
        }
    }
}

var first: CGFloat = 50
for w in [120.0, 80.0] {
    FirstSpanKey.reduce(value: &first, nextValue: { CGFloat(w) })
}
print(first)

// expect: 50.0
