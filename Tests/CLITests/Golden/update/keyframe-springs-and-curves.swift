// A keyframe track with a timing curve and springs of its own (environment-animation.md §3.8):
// `LinearKeyframe(_:duration:timingCurve:)` eases along the curve, and `SpringKeyframe(_:duration:spring:)`
// moves with the spring given (a preset or `Spring(duration:bounce:)`) instead of the default one.
// event: tap "Pop"
import SwiftUI

struct ContentView: View {
    @State private var pops = 0
    var body: some View {
        VStack {
            Circle()
                .frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: 1.0, trigger: pops) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(1.5, duration: 0.2, timingCurve: .easeIn)
                    SpringKeyframe(0.8, duration: 0.2, spring: .bouncy)
                    SpringKeyframe(1.0, duration: 0.3, spring: Spring(duration: 0.4, bounce: 0.2))
                }
            Button("Pop") { pops += 1 }
        }
    }
}
