// Mirrors: Pro SwiftUI (seed 004) L1695–1714 — View.font is sugar for .environment(\.font, .title); the value flows down to every child
// Ours: two labels in a VStack receiving a headline font through .environment(\.font, ...).
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Press")
            Text("Release")
        }
        .environment(\.font, .headline)
    }
}

print(type(of: Text("Press").environment(\.font, .headline)))

// expect: ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Font>>>
