// `.animation(_:value:)` animates the changes below it when its value changes (environment-animation.md
// cases 16–17: placed after or before `.frame`, the width animates), and overrides the transaction's
// animation there (case 23); a change outside it jumps, or takes the transaction's animation.
// event: tap "Flip"
// event: tap "Flip slowly"
import SwiftUI

struct ContentView: View {
    @State private var flag = false
    var body: some View {
        VStack {
            Button("Flip") { flag.toggle() }
            Button("Flip slowly") { withAnimation(.linear(duration: 1)) { flag.toggle() } }
            Rectangle()
                .frame(width: flag ? 100 : 50, height: 20)
                .animation(.linear(duration: 0.3), value: flag)
            Rectangle()
                .animation(.linear(duration: 0.2), value: flag)
                .frame(width: flag ? 100 : 50, height: 20)
            Color.red
                .frame(width: flag ? 100 : 50, height: 20)
        }
    }
}
