// Mirrors: Pro SwiftUI (seed 004) L92–123 — VStack { Text.frame(width: 300, height: 100); Image(systemName: "person") }: the Text's parent is the frame, not the VStack
// Ours: a greeting in a 280×90 frame above a star icon; prints the stack type.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Good evening!")
                .frame(width: 280, height: 90)
            Image(systemName: "star")
        }
    }
}

print(type(of: ContentView().body))

// expect: VStack<TupleView<(ModifiedContent<Text, _FrameLayout>, Image)>>
