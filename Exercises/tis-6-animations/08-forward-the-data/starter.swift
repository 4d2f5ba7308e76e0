// TODO: make Meter animatable: conform to Animatable and forward animatableData to fill.
// TODO：让 Meter 可以动画：遵守 Animatable，并把 animatableData 转发给 fill。
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
