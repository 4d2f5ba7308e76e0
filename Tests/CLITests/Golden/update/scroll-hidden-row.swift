// A lazy row scrolled off screen keeps its node but takes no events: the tap is refused with the
// controls on screen. `scroll` with an identifier that names no scroll view lists the ones there are.
// event: scroll #feed 1000
// event: tap "Row 0"
import SwiftUI

struct ContentView: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<4, id: \.self) { n in
                    Button("Row \(n)") { print("tapped \(n)") }
                        .frame(height: 300)
                }
            }
        }
        .accessibilityIdentifier("feed")
    }
}
