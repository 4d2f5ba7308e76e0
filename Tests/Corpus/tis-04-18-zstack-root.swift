// Mirrors: Thinking in SwiftUI (seed 000) L1825–1844 — ZStack { Color.teal; Text } as the root: the ZStack proposes its whole proposal to each child and becomes their union
// Ours: an indigo backdrop behind "Hello, Oslo"; compared with the same text using .background.
import SwiftUI

struct Backdrop: View {
    @ViewBuilder var layers: some View {
        Color.indigo
        Text("Hello, Oslo")
    }

    var body: some View {
        ZStack {
            layers
        }
    }
}

struct ContentView: View {
    var body: some View {
        Backdrop()
    }
}

print(type(of: Backdrop().layers))
print(type(of: Text("Hello, Oslo").background(Color.indigo)))

// expect: TupleView<(Color, Text)>
// expect: ModifiedContent<Text, _BackgroundStyleModifier<Color>>
