struct Shake: ViewModifier, Animatable {
    var shakes: Double
    var animatableData: Double {
        get { shakes }
        set { shakes = newValue; print("set", newValue) }
    }
    func body(content: Content) -> some View {
        content.offset(x: -sin(shakes * 2 * .pi) * 30)
    }
}
struct Still: ViewModifier, Animatable {
    var turns: Double
    func body(content: Content) -> some View { content }
}
var taps = 0
#Preview {
    Rectangle().frame(width: 50, height: 50)
        .accessibilityIdentifier("box")
        .modifier(Shake(shakes: Double(taps)))
        .modifier(Still(turns: Double(taps)))
}
