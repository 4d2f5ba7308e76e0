// Thinking in SwiftUI L3170–3193 (golden case 37): an iOS 17 Transition of the learner's runs its
// body(content:phase:): the view at rest is its body at .identity (blur 0); the tables follow what the
// body draws (a blur is named, not drawn in them).
// event: tap "Toggle"
// event: tap "Toggle"
struct BlurTransition: Transition {
    var radius: CGFloat

    func body(content: Content, phase: TransitionPhase) -> some View {
        let _ = print(phase, phase.isIdentity)
        content
            .blur(radius: phase.isIdentity ? 0 : radius)
    }
}


extension Transition where Self == BlurTransition {
    static func blur(radius: CGFloat) -> Self {
        BlurTransition(radius: radius)
    }
}

struct ContentView: View {
    @State private var flag = true

    var body: some View {
        VStack {
            Button("Toggle") {
                withAnimation { flag.toggle() }
            }
            if flag {
                Rectangle()
                    .frame(width: 100, height: 100)
                    .transition(.blur(radius: 12))
            }
        }
    }
}
