// Mirrors: Thinking in SwiftUI (seed 000) L1281–1299 — a VStack with a globe image and a text as the root: parent proposes, child sizes itself, parent places
// Ours: a map pin over a city name; prints the stack's type.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "mappin")
            Text("Reykjavik")
        }
    }
}

print(type(of: ContentView().body))

// expect: VStack<TupleView<(Image, Text)>>
