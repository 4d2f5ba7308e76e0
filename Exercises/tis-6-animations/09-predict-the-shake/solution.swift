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

// shakes = 0 + (2 - 0) × 0.125 = 0.25; sin(0.25 × 2π) = 1, so the offset is −30: 135 − 30 = 105.
// shakes = 0 + (2 - 0) × 0.125 = 0.25；sin(0.25 × 2π) = 1，所以偏移是 −30：135 − 30 = 105。
let x = 105.0
