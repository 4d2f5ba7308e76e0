// Mirrors: Pro SwiftUI (seed 004) L1642–1669 — Text("Tap").font(.title).foregroundColor(.red).fontWeight(.black) is still just Text
// Ours: a "Press" label with font and color (fontWeight is outside our subset); only the gesture adds a ModifiedContent.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Press")
            .font(.title)
            .foregroundColor(.red)
            .onTapGesture {
                print(type(of: self.body))
            }
    }
}

print(type(of: Text("Press").font(.title).foregroundColor(.red)))
print(type(of: ContentView().body))

// expect: Text
// expect: ModifiedContent<Text, AddGestureModifier<_EndedGesture<TapGesture>>>
