// Thinking in SwiftUI L2909–2962 (golden case 27): an Animatable modifier's body runs again on
// every frame with its animatableData interpolated: at 60 frames a second over a 1 s linear
// animation it prints 61 values from 1.0 to 0.3 in steps of 0.7/60.
// event: tap "Animate Opacity"
struct MyOpacity: ViewModifier, Animatable {
    var animatableData: Double

    init(_ opacity: Double) {
        animatableData = opacity
    }

    func body(content: Content) -> some View {
        let _ = print(animatableData)
        content.opacity(animatableData)
    }
}

struct ContentView: View {
    @State private var flag = true
    var body: some View {
        Button("Animate Opacity") { flag.toggle() }
            .modifier(MyOpacity(flag ? 1 : 0.3))
            .animation(.linear(duration: 1), value: flag)
    }
}
