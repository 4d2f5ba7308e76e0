// A phase animator in code (environment-animation.md §3.7, case 38 of its golden list): a tap
// changes the trigger, and the phases 0 → -20 → 20 → 0 run as three animations, which the
// animation engine tabulates. The view lays out at its first phase.
// event: tap "Shake"
import SwiftUI

struct ContentView: View {
    @State private var attempts = 0
    var body: some View {
        VStack {
            Text("Wrong password")
                .phaseAnimator([0, -20, 20], trigger: attempts) { content, phase in
                    content.offset(x: phase)
                } animation: { _ in .easeInOut(duration: 0.1) }
            Button("Shake") { attempts += 1 }
        }
    }
}
