// Mirrors: Thinking in SwiftUI (seed 000) L214–220 — Group inside an HStack: the border is applied to each of the group's views
// Ours: a Group of a leaf icon and "Fern" with a green border; a second ContentView-like view puts the Group at the root.
import SwiftUI

struct Plant: View {
    var body: some View {
        HStack {
            Group {
                Image(systemName: "leaf")
                Text("Fern")
            }
            .border(.green)
        }
    }
}

struct RootGroup: View {
    var body: some View {
        Group {
            Image(systemName: "leaf")
            Text("Fern")
        }
        .border(.green)
    }
}

struct ContentView: View {
    var body: some View {
        Plant()
    }
}

print(type(of: Plant()))
print(type(of: RootGroup()))

// expect: Plant
// expect: RootGroup
