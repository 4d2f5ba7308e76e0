// Mirrors: Thinking in SwiftUI (seed 000) L1328–1342 — Text("Favorite").padding(10).background(Color.teal) traced in 8 steps at 320×480
// Ours: a "Starred" label with 12 points of padding on a mint background; the step arithmetic is done in plain Swift with our own text size (52×17).
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Starred")
            .padding(12)
            .background(Color.mint)
    }
}

let screen = (width: 320.0, height: 480.0)
let pad = 12.0
let textSize = (width: 52.0, height: 17.0)
print("text is proposed \(screen.width - 2 * pad) x \(screen.height - 2 * pad)")
print("padding reports \(textSize.width + 2 * pad) x \(textSize.height + 2 * pad)")
print(type(of: ContentView().body))

// expect: text is proposed 296.0 x 456.0
// expect: padding reports 76.0 x 41.0
// expect: ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>
