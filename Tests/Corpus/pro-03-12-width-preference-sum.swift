// Mirrors: Pro SwiftUI (seed 004) L2073–2089 — three SizingViews in a VStack; a reducer with `+=` sums their widths instead of keeping the last
// Ours: a TotalSpanKey summing three bar widths.
import SwiftUI

struct TotalSpanKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct Bar: View {
    var width: CGFloat
    var body: some View {
        Color.green
            .frame(width: width, height: 20)
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Bar(width: 50)
            Bar(width: 120)
            Bar(width: 80)
        }
    }
}

var total = TotalSpanKey.defaultValue
for w in [50.0, 120.0, 80.0] {
    TotalSpanKey.reduce(value: &total, nextValue: { CGFloat(w) })
}
print(total)

// expect: 250.0
