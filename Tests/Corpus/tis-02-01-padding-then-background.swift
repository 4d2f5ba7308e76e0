// Mirrors: Thinking in SwiftUI (seed 000) L83–88 — a modifier chain read bottom-up: .background is the root, .padding its primary child
// Ours: a padded "Shelf" label on an indigo background; prints the nested ModifiedContent type.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Shelf")
            .padding()
            .background(Color.indigo)
    }
}

print(type(of: ContentView().body))

// expect: ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>
