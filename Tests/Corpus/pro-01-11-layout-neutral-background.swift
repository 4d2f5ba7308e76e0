// Mirrors: Pro SwiftUI (seed 004) L366–385 — Color alone fills the space; as a background it reads the text's ideal and max size and fits snugly
// Ours: a full-screen color next to a label with a red background.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Color.red
            Text("Hello, tide!")
                .background(.red)
        }
    }
}

print(type(of: Text("Hello, tide!").background(.red)))

// expect: ModifiedContent<Text, _BackgroundStyleModifier<Color>>
