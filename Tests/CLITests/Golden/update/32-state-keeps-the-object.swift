// Golden case 32 (TiS L570–585): `@State private var model = Model()` keeps its object as long as
// the node lives; removing the view drops it, and showing it again makes a new one.
// event: tap "Count: 0"
// event: toggle "Show"
// event: toggle "Show"
import SwiftUI

@Observable final class Model {
    var count = 0
}

struct Counter: View {
    @State private var model = Model()
    var body: some View { Button("Count: \(model.count)") { model.count += 1 }.accessibilityIdentifier("count") }
}

struct ContentView: View {
    @State private var show = true
    var body: some View {
        VStack {
            if show { Counter() }
            Toggle("Show", isOn: $show)
        }
    }
}
