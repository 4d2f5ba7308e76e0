// Tap and press gestures (cli-contract.md `update`): `double-tap` reaches `onTapGesture(count: 2)`
// and a `tap` does not; a press shorter than `minimumDuration` only calls `onPressingChanged`
// (true, then false), a long enough one runs the action between them.
// event: double-tap "Stars: 0"
// event: long-press #reveal 0.3
// event: long-press #reveal
// event: tap "Stars: 1"
import SwiftUI

struct ContentView: View {
    @State private var stars = 0
    @State private var revealed = false
    var body: some View {
        VStack(spacing: 12) {
            Text("Stars: \(stars)")
                .onTapGesture(count: 2) { stars += 1 }
            Text(revealed ? "The answer is 42" : "Press and hold")
                .accessibilityIdentifier("reveal")
                .onLongPressGesture(minimumDuration: 0.6) {
                    revealed = true
                } onPressingChanged: { isPressing in
                    print("pressing:", isPressing)
                }
        }
    }
}
