// Mirrors: Pro SwiftUI (seed 004) L555–563 — a TupleView can be created directly from a tuple of views
// Ours: two captions wrapped by hand in a TupleView inside a VStack, next to the builder's own.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            TupleView((Text("North"), Text("South")))
        }
    }
}

print(type(of: ContentView().body))
print(type(of: TupleView((Text("East"), Image(systemName: "arrow.right"), Text("West")))))

// expect: VStack<TupleView<(Text, Text)>>
// expect: TupleView<(Text, Image, Text)>
