// Mirrors: Pro SwiftUI (seed 004) L956–980 — Optional conforms to View: .background(Bool.random() ? Color.blue : nil) prints _BackgroundModifier<Optional<Color>>
// Ours: a highlight that is a Color or nil depending on a stored flag.
import SwiftUI

struct Highlighted: View {
    var marked: Bool
    var body: some View {
        Text("Note")
            .background(marked ? Color.yellow : nil)
            .onTapGesture {
                print(type(of: self.body))
            }
    }
}

struct ContentView: View {
    var body: some View {
        Highlighted(marked: true)
    }
}

print(type(of: Highlighted(marked: false).body))
let maybe: Color? = nil
print(maybe == nil)

// expect: ModifiedContent<ModifiedContent<Text, _BackgroundModifier<Optional<Color>>>, AddGestureModifier<_EndedGesture<TapGesture>>>
// expect: true
