struct Shake: ViewModifier, Animatable {
    var shakes: Double

    // SwiftUI interpolates whatever `animatableData` exposes. Forwarding it to `shakes` makes the
    // body see 0.25, 0.5, 0.75 … on the way from 0 to 1, so the sine swings the box; without it
    // the body sees only whole numbers, where the sine is 0.
    // SwiftUI 插值的是 `animatableData` 暴露出来的东西。把它转发给 `shakes`，
    // body 在从 0 到 1 的途中就会看到 0.25、0.5、0.75……，于是正弦让矩形摆动起来；没有它，
    // body 只能看到整数，而整数处的正弦是 0。
    var animatableData: Double {
        get { shakes }
        set { shakes = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(x: -sin(shakes * 2 * .pi) * 30)
    }
}

var taps = 0

#Preview {
    Rectangle()
        .frame(width: 50, height: 50)
        .accessibilityIdentifier("box")
        .modifier(Shake(shakes: Double(taps)))
}
