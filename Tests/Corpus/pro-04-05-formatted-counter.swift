// Mirrors: Pro SwiftUI (seed 004) L1116–1125 — an Animatable view draws Text(value.formatted(.number.precision(.fractionLength(fractionLength))))
// Ours: a price counter with two fraction digits; the formatted strings are printed as iOS shows them in en_US.
import SwiftUI

struct CountingText: View, Animatable {
    var value: Double
    var fractionLength = 2

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View {
        Text(value.formatted(.number.precision(.fractionLength(fractionLength))))
    }
}

struct ContentView: View {
    var body: some View {
        CountingText(value: 1234.5678)
    }
}

print(type(of: ContentView().body))
print(1234.5678.formatted(.number.precision(.fractionLength(2))))
print(0.5.formatted(.number.precision(.fractionLength(0))))

// expect: CountingText
// expect: 1,234.57
// expect: 0
