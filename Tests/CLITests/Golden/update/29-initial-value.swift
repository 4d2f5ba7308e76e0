// Golden case 29 (TiS L477–505): `_value = State(initialValue: value)` sets only the initial
// value, so when the parent passes 5 the label still shows 0.
// event: tap "Use 5"
import SwiftUI

struct Counter: View {
    @State private var value: Int
    init(value: Int) { _value = State(initialValue: value) }
    var body: some View {
        let _ = Self._printChanges()
        Text("Value: \(value)").accessibilityIdentifier("value")
    }
}

struct ContentView: View {
    @State private var start = 0
    var body: some View {
        VStack {
            Counter(value: start)
            Button("Use 5") { start = 5 }
        }
    }
}
