// Mirrors: Thinking in SwiftUI (seed 000) L90–95 — the same two modifiers swapped: the background now hugs the text, padding is the root
// Ours: the "Shelf" label with the order reversed; prints both chain types so the different trees are visible.
import SwiftUI

let outer = Text("Shelf").padding().background(Color.indigo)
let inner = Text("Shelf").background(Color.indigo).padding()

struct ContentView: View {
    var body: some View {
        Text("Shelf")
            .background(Color.indigo)
            .padding()
    }
}

print(type(of: outer))
print(type(of: inner))
print(type(of: ContentView().body))

// expect: ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>
// expect: ModifiedContent<ModifiedContent<Text, _BackgroundStyleModifier<Color>>, _PaddingLayout>
// expect: ModifiedContent<ModifiedContent<Text, _BackgroundStyleModifier<Color>>, _PaddingLayout>
