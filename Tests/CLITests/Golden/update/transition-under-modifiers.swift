// A transition is a trait of the view: modifiers written after `.transition` pass it on, so the
// inserted view moves in from the leading edge as a whole rather than fading (not in source: the
// books write `.transition` last; SwiftUI's traits pass through modifiers).
// event: tap "Show"
import SwiftUI

struct ContentView: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Show") { withAnimation(.linear(duration: 0.2)) { shown.toggle() } }
            if shown {
                Capsule()
                    .frame(width: 80, height: 30)
                    .transition(.move(edge: .leading))
                    .onAppear { print("appeared") }
            }
        }
    }
}
