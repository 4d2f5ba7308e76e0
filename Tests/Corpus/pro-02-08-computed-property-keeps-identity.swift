// Mirrors: Pro SwiftUI (seed 004) L784–822 — moving the two ExampleViews into a computed property without @ViewBuilder: one type, one position, state survives
// Ours: a `card` property returning TapCard(scale: 2) or TapCard(scale: 1) with explicit returns.
import SwiftUI

struct TapCard: View {
    var scale: Double
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

    var card: some View {
        if enlarged {
            return TapCard(scale: 2)
                .id("Card")
        } else {
            return TapCard(scale: 1)
                .id("Card")
        }
    }

    var body: some View {
        VStack {
            card
            Toggle("Enlarge", isOn: $enlarged)
        }
    }
}

print(type(of: ContentView().card))

// expect: IDView<TapCard, String>
