// Mirrors: Pro SwiftUI (seed 004) L823–846 — prefer a ternary on a parameter: ExampleView(scale: scaleUp ? 2 : 1), fontWeight(isNew ? .bold : nil)
// Ours: TapCard with a ternary scale, and an unread-message title whose font is a ternary with nil (fontWeight is outside our subset; Text.font also takes an optional).
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
    @State private var unread = true
    var body: some View {
        VStack {
            TapCard(scale: enlarged ? 2 : 1)
            Text("Lunch on Friday?")
                .font(unread ? .headline : nil)
            Toggle("Enlarge", isOn: $enlarged)
        }
    }
}

print(type(of: Text("Lunch on Friday?").font(nil)))
print(type(of: TapCard(scale: 2)))

// expect: Text
// expect: TapCard
