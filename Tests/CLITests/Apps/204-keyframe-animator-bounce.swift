import SwiftUI

struct BounceValues {
    var offset: CGFloat = 0
    var scale: CGFloat = 1
    var angle: Angle = .zero
}

struct ContentView: View {
    @State private var jumps = 0

    var body: some View {
        VStack(spacing: 40) {
            Text("🏀")
                .font(.system(size: 64))
                .keyframeAnimator(initialValue: BounceValues(), trigger: jumps) { content, value in
                    content
                        .offset(y: value.offset)
                        .scaleEffect(value.scale)
                        .rotationEffect(value.angle)
                } keyframes: { _ in
                    KeyframeTrack(\.offset) {
                        SpringKeyframe(-80, duration: 0.3)
                        CubicKeyframe(0, duration: 0.3)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.2, duration: 0.2)
                        LinearKeyframe(1, duration: 0.4)
                    }
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.degrees(180), duration: 0.6)
                    }
                }
            Button("Jump") { jumps += 1 }
                .buttonStyle(.borderedProminent)
        }
    }
}
