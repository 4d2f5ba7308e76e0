// A learner's ViewModifier has a body of its own (cli-contract.md `update`: "the custom views (and
// view modifiers) whose body ran"): it runs for the modifier's node, keeps its own @State, prints
// `_printChanges`, and is skipped when the parent re-renders with an equal modifier, while the
// content it wraps still shows the parent's new values.
// event: tap "Pin"
// event: tap "Add"
import SwiftUI

struct Pinnable: ViewModifier {
    var color: Color
    @State private var pinned = false
    func body(content: Content) -> some View {
        let _ = Self._printChanges()
        HStack {
            content
            Button(pinned ? "Unpin" : "Pin") { pinned.toggle() }
        }
        .background(color)
    }
}

struct ContentView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Items: \(count)")
                .accessibilityIdentifier("items")
                .modifier(Pinnable(color: .yellow))
            Button("Add") { count += 1 }
        }
    }
}
