// Transitions mid-flight in an update pass (environment-animation.md §3.6), each with what its
// modifier applies at each frame: .slide in from the leading edge and out towards the trailing one,
// .move(edge: .top) by the view's own height, .scale about the centre, .offset, .opacity combined
// with a .scale(scale: 0.5), and .asymmetric; on the second tap the removed views stay, going out,
// until the animation ends (L3054, L3080).
// event: tap "Toggle"
// event: tap "Toggle"
import SwiftUI

struct ContentView: View {
    @State private var shown = false
    var body: some View {
        VStack(spacing: 0) {
            Button("Toggle") { withAnimation(.linear(duration: 0.2)) { shown.toggle() } }
            if shown {
                Color.red.frame(width: 100, height: 20).transition(.slide)
                Color.green.frame(width: 100, height: 20).transition(.move(edge: .top))
                Color.blue.frame(width: 100, height: 20).transition(.scale)
                Color.yellow.frame(width: 100, height: 20).transition(.offset(x: 0, y: 40))
                Color.orange.frame(width: 100, height: 20).transition(.opacity.combined(with: .scale(scale: 0.5)))
                Color.purple.frame(width: 100, height: 20)
                    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
            }
        }
    }
}
