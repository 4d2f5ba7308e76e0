// Mirrors: Pro SwiftUI (seed 004) L732–783 — if scaleUp { ExampleView().scaleEffect(2) } else { ExampleView() }: a cross-fade and the tap count resets; .id("Example") on both branches does not help
// Ours: a TapCard with its own @State counter in both branches, with and without matching ids.
import SwiftUI

struct TapCard: View {
    var scale: Double = 1
    @State private var taps = 0
    var body: some View {
        Button("Tapped \(taps) times") {
            taps += 1
        }
        .scaleEffect(scale)
    }
}

struct ContentView: View {
    @State private var enlarged = false
    var body: some View {
        VStack {
            if enlarged {
                TapCard()
                    .scaleEffect(2)
            } else {
                TapCard()
            }
            if enlarged {
                TapCard(scale: 2)
                    .id("Card")
            } else {
                TapCard(scale: 1)
                    .id("Card")
            }
            Toggle("Enlarge", isOn: $enlarged)
        }
        .padding()
    }
}

var counts = [3]
counts.append(0)  // flipping the branch destroys the old TapCard and its state
print(counts)

// expect: [3, 0]
