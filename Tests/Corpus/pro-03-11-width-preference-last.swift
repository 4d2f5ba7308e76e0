// Mirrors: Pro SwiftUI (seed 004) L2029–2072 — a WidthPreferenceKey whose reduce keeps the last value, a SizingView that changes its width on tap, and views sized from the reported width
// Ours: a SpanKey and a TapBar view; .preference/.onPreferenceChange are outside our subset, so top-level code runs the reducer over three widths.
import SwiftUI

struct SpanKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct TapBar: View {
    @State private var width: CGFloat = 50

    var body: some View {
        Color.red
            .frame(width: width, height: 50)
            .onTapGesture {
                width = CGFloat(Int(width) % 200 + 30)
            }
    }
}

struct ContentView: View {
    let width: CGFloat = 80
    var body: some View {
        VStack {
            TapBar()
            Text("100%")
                .frame(width: width)
                .background(.red)
            Text("200%")
                .frame(width: width * 2)
                .background(.blue)
        }
    }
}

var span = SpanKey.defaultValue
for w in [50.0, 120.0, 80.0] {
    SpanKey.reduce(value: &span, nextValue: { CGFloat(w) })
}
print(span)

// expect: 80.0
