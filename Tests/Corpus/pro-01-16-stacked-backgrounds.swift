// Mirrors: Pro SwiftUI (seed 004) L467–476 — multiple frames and backgrounds stacked on one text, finished with .foregroundColor(.white)
// Ours: 180- and 260-point squares in blue and red around a label.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Layers")
            .frame(width: 180, height: 180)
            .background(.blue)
            .frame(width: 260, height: 260)
            .background(.red)
            .foregroundColor(.white)
    }
}

print(type(of: ContentView().body))

// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Text, _FrameLayout>, _BackgroundStyleModifier<Color>>, _FrameLayout>, _BackgroundStyleModifier<Color>>, _EnvironmentKeyWritingModifier<Optional<Color>>>
