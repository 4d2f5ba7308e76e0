// Mirrors: Thinking in SwiftUI (seed 000) L97–119 — an HStack's builder closure with two views becomes TupleView<(Image, Text)>; one view is not wrapped
// Ours: a bell icon next to "Ring"; a @ViewBuilder property exposes the builder result, and a one-view builder shows no TupleView.
import SwiftUI

struct Doorbell: View {
    @ViewBuilder var pair: some View {
        Image(systemName: "bell")
        Text("Ring")
    }

    @ViewBuilder var single: some View {
        Text("Ring")
    }

    var body: some View {
        HStack {
            Image(systemName: "bell")
            Text("Ring")
        }
    }
}

struct ContentView: View {
    var body: some View {
        Doorbell()
    }
}

let bell = Doorbell()
print(type(of: bell.pair))
print(type(of: bell.single))

// expect: TupleView<(Image, Text)>
// expect: Text
