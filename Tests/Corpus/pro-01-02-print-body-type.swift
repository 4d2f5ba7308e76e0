// Mirrors: Pro SwiftUI (seed 004) L124–135 — print(type(of: self.body)) from an onTapGesture to see ModifiedContent layers
// Ours: a framed greeting whose tap prints the body type; top-level code prints the same type without a tap.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Good evening!")
            .frame(width: 280, height: 90)
            .onTapGesture {
                print(type(of: self.body))
            }
    }
}

print(type(of: ContentView().body))

// expect: ModifiedContent<ModifiedContent<Text, _FrameLayout>, AddGestureModifier<_EndedGesture<TapGesture>>>
