// Mirrors: Pro SwiftUI (seed 004) L996–1056 — an Animatable ViewModifier (AnimatableZIndexModifier) whose animatableData get/set forwards to a stored property, wrapped in a View extension
// Ours: an AnimatableLift modifier that lifts a card by `height` points (zIndex is outside our subset, so offset stands in); top-level code plays the animation system's role.
import SwiftUI

struct AnimatableLift: ViewModifier, Animatable {
    var height: Double

    var animatableData: Double {
        get { height }
        set { height = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(y: -height)
    }
}

extension View {
    func animatableLift(_ height: Double) -> some View {
        self.modifier(AnimatableLift(height: height))
    }
}

struct ContentView: View {
    @State private var lifted = false
    let colors: [Color] = [.orange, .yellow, .green, .blue, .purple]

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 25)
                .fill(.red)
                .animatableLift(lifted ? 60 : 0)
            ForEach(0..<5) { i in
                RoundedRectangle(cornerRadius: 25)
                    .fill(colors[i])
                    .offset(x: Double(i + 1) * 20, y: Double(i + 1) * 20)
            }
        }
        .frame(width: 200, height: 200)
        .onTapGesture {
            withAnimation(.linear(duration: 1)) {
                lifted.toggle()
            }
        }
    }
}

var lift = AnimatableLift(height: 0)
for step in [0.1, 1.35, 4.825, 6.0] {
    lift.animatableData = step
    print(lift.height)
}

// expect: 0.1
// expect: 1.35
// expect: 4.825
// expect: 6.0
