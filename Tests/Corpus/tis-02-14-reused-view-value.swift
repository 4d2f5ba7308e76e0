// Mirrors: Thinking in SwiftUI (seed 000) L315–324 — `let v = Text("Hello"); v; v` — one blueprint used twice gives two identities
// Ours: a "Tick" text stored in a local and placed twice in a builder.
import SwiftUI

struct Metronome: View {
    @ViewBuilder var content: some View {
        let beat = Text("Tick")
        beat
        beat
    }

    var body: some View {
        HStack {
            content
        }
    }
}

struct ContentView: View {
    var body: some View {
        Metronome()
    }
}

print(type(of: Metronome().content))

// expect: TupleView<(Text, Text)>
