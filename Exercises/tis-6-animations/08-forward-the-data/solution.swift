// Conforming to Animatable and exposing `fill` as animatableData lets SwiftUI set fill to the
// in-between values; the body runs again each time and the frame follows.
struct Meter: View, Animatable {
    var fill: Double

    var animatableData: Double {
        get { fill }
        set { fill = newValue }
    }

    var body: some View {
        Rectangle()
            .frame(width: fill * 200, height: 12)
            .accessibilityIdentifier("bar")
    }
}

var level = 0

#Preview {
    Meter(fill: Double(level))
}
