// Conforming to Animatable and exposing `fill` as animatableData lets SwiftUI set fill to the
// in-between values; the body runs again each time and the frame follows.
// 遵守 Animatable 并把 `fill` 作为 animatableData 暴露出来，SwiftUI 就能把 fill 设为中间值；
// body 每次都会重新执行，框架随之变化。
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
