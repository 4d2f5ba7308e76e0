// Thinking in SwiftUI L3298–3337 and Pro SwiftUI L1196–1226: an Angle keyframe track (tabulated in
// degrees), the KeyframeAnimator view, and a learner's static Animation, which animates as the
// curve it returns.
// event: tap "Shake"
// event: tap "Bounce"
extension Animation {
    static var edgeBounce: Animation { Animation.timingCurve(0, 1, 1, 0, duration: 0.2) }
}
struct ContentView: View {
    @State private var trigger = 0
    @State private var offset = 0.0
    var body: some View {
        VStack {
            KeyframeAnimator(initialValue: Angle.zero, trigger: trigger) { angle in
                Button("Shake") { trigger += 1 }
                    .rotationEffect(angle)
            } keyframes: { _ in
                LinearKeyframe(.degrees(20), duration: 0.1)
                LinearKeyframe(.degrees(0), duration: 0.1)
            }
            Button("Bounce") { withAnimation(.edgeBounce) { offset = 100 } }
                .offset(y: offset)
        }
    }
}
