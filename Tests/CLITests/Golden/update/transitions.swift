// Transitions in an animated pass (environment-animation.md §3.6): iOS 17's AsymmetricTransition,
// .push(from:) (moves in from its edge while fading in), .offset(x:y:), and .blurReplace, which
// viewlab names but draws in place (a blur is drawing only).
// event: tap "Show"
import SwiftUI

struct ContentView: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Show") { withAnimation(.linear(duration: 0.2)) { shown.toggle() } }
            if shown {
                Text("Hello")
                    .transition(AsymmetricTransition(insertion: .scale, removal: .opacity))
            }
            if shown {
                Text("Pushed").transition(.push(from: .leading))
                Text("Blurred").transition(.blurReplace)
                Text("Offset").transition(.offset(x: 40, y: 0))
            }
        }
    }
}
