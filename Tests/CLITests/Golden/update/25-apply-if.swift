// Golden cases 25–26 (TiS L328–352): an `applyIf` helper puts the Text in a conditional, so
// highlighting changes its identity (and resets the Counter's state); `.background(c ? … : …)` keeps it.
// event: tap "Increment: 0"
// event: tap "Inner: 0"
// event: toggle "Highlight"
import SwiftUI

extension View {
    @ViewBuilder func applyIf<V: View>(_ condition: Bool, transform: (Self) -> V) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct Counter: View {
    var title: String
    @State private var value = 0
    var body: some View {
        Button("\(title): \(value)") { value += 1 }
    }
}

struct ContentView: View {
    @State private var highlighted = false
    var body: some View {
        VStack {
            Counter(title: "Increment").applyIf(highlighted) { $0.background(Color.yellow) }
            Counter(title: "Inner").background(highlighted ? Color.red : Color.clear)
            Toggle("Highlight", isOn: $highlighted)
        }
    }
}
