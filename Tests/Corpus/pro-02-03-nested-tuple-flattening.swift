// Mirrors: Pro SwiftUI (seed 004) L604–624 — buildPartialBlock nests TupleViews (TupleView<(TupleView<(TupleView<(Text, Text)>, Text)>, Text)>) and SwiftUI still sees 4 children
// Ours: the same nesting built from @ViewBuilder properties (a generic buildPartialBlock extension is outside our subset).
import SwiftUI

struct Seasons: View {
    @ViewBuilder var firstTwo: some View {
        Text("Spring")
        Text("Summer")
    }

    @ViewBuilder var firstThree: some View {
        firstTwo
        Text("Autumn")
    }

    @ViewBuilder var all: some View {
        firstThree
        Text("Winter")
    }

    var body: some View {
        VStack {
            all
        }
    }
}

struct ContentView: View {
    var body: some View {
        Seasons()
    }
}

print(type(of: Seasons().all))

// expect: TupleView<(TupleView<(TupleView<(Text, Text)>, Text)>, Text)>
