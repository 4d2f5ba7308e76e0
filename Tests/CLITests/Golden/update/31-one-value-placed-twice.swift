// Golden case 31 (TiS L538–548): `let counter = Counter()` placed twice is initialised once, and
// each placement is a node of its own with its own state.
// event: tap #first
import SwiftUI

struct Counter: View {
    @State private var value = 0
    init() { print("Counter.init") }
    var body: some View { Button("Value: \(value)") { value += 1 } }
}

struct ContentView: View {
    var body: some View {
        let counter = Counter()
        VStack {
            counter.accessibilityIdentifier("first")
            counter.accessibilityIdentifier("second")
        }
    }
}
