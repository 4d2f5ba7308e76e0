// TODO: make Meter animatable: conform to Animatable and forward animatableData to fill.
struct Meter: View {
    var fill: Double

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
