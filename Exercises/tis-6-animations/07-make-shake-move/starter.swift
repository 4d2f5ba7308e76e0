struct Shake: ViewModifier, Animatable {
    var shakes: Double

    // TODO: SwiftUI never changes `shakes` during an animation. Why not?
    // TODO：动画期间 SwiftUI 从不改变 `shakes`。为什么？

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
