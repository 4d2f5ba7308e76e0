// A keyframe animator in code (environment-animation.md §3.8): a tap changes the trigger and the
// two tracks play in parallel, each through its keyframes; the animation engine tabulates them.
// The view lays out at the initial value.
// event: tap "Like"
import SwiftUI

struct Bounce {
    var scale = 1.0
    var lift = 0.0
}

struct ContentView: View {
    @State private var likes = 0
    var body: some View {
        VStack {
            Image(systemName: "heart.fill")
                .keyframeAnimator(initialValue: Bounce(), trigger: likes) { content, value in
                    content
                        .scaleEffect(value.scale)
                        .offset(y: value.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.4, duration: 0.1)
                        SpringKeyframe(1.0, duration: 0.3)
                    }
                    KeyframeTrack(\.lift) {
                        CubicKeyframe(-20, duration: 0.15)
                        CubicKeyframe(0, duration: 0.15)
                    }
                }
            Button("Like") { likes += 1 }
        }
    }
}
