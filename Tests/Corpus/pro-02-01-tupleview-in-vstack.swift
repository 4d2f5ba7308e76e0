// Mirrors: Pro SwiftUI (seed 004) L516–527 — VStack { Text; Text }.onTapGesture { print(type(of: self.body)) } shows TupleView
// Ours: a two-line address block; the body type is printed from top-level code.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("12 Quay Street")
            Text("Harbourtown")
        }
        .onTapGesture {
            print(type(of: self.body))
        }
    }
}

print(type(of: ContentView().body))

// expect: ModifiedContent<VStack<TupleView<(Text, Text)>>, AddGestureModifier<_EndedGesture<TapGesture>>>
