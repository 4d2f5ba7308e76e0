// Mirrors: Thinking in SwiftUI (seed 000) L1701–1732 — background proposes the primary's size to the secondary; a `highlight(enabled:)` extension with a negative-padding color
// Ours: a `glow(enabled:)` extension drawing a pink color 4 points outside the view; prints the builder-form background type.
import SwiftUI

extension View {
    func glow(enabled: Bool = true) -> some View {
        background {
            if enabled {
                Color.pink
                    .padding(-4)
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        HStack {
            Text("Plain")
                .background(Color.teal)
            Text("Padded")
                .padding(10)
                .background(Color.teal)
            Text("Glowing")
                .glow()
        }
    }
}

print(type(of: Text("Glowing").glow()))
print(type(of: Text("Plain").background(Color.teal)))

// expect: ModifiedContent<Text, _BackgroundModifier<Optional<ModifiedContent<Color, _PaddingLayout>>>>
// expect: ModifiedContent<Text, _BackgroundStyleModifier<Color>>
