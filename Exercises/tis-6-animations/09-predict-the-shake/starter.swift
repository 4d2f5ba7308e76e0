struct Shake: ViewModifier, Animatable {
    var shakes: Double
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

// TODO: the box's drawn x at progress 0.125 of taps 0 → 2.
// TODO：taps 从 0 → 2 的进度为 0.125 时，矩形绘制出的 x。
let x = 135.0
