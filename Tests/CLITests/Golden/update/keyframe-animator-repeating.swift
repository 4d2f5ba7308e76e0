// `keyframeAnimator(initialValue:repeating: true)` (environment-animation.md §3.8): with no trigger,
// the timeline plays from the view's appearance and starts over after its last keyframe; the
// animation engine tabulates one cycle. A later pass does not start it again.
// event: tap "Again"
import SwiftUI

struct ContentView: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Breathing")
                .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    CubicKeyframe(1.2, duration: 0.3)
                    CubicKeyframe(1.0, duration: 0.3)
                }
            Button("Again") { taps += 1 }
            Text("\(taps)")
        }
    }
}
