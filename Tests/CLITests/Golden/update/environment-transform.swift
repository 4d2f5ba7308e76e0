// `.transformEnvironment(\.key) { … }` (update-cycle-research.md §2.5): the closure changes the value
// that flows in from the writer above it, for the views below. Label reads the outer limit plus one;
// a new outer limit re-runs Label's body alone.
// event: tap "More lines"
import SwiftUI

struct Label: View {
    @Environment(\.lineLimit) var lineLimit
    var body: some View { Text("limit \(lineLimit ?? 0)").accessibilityIdentifier("limit") }
}

struct ContentView: View {
    @State private var lines = 2
    var body: some View {
        VStack {
            Label()
                .transformEnvironment(\.lineLimit) { limit in limit = (limit ?? 0) + 1 }
                .lineLimit(lines)
            Button("More lines") { lines += 1 }
        }
    }
}
