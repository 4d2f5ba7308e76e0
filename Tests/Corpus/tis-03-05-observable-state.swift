// Mirrors: Thinking in SwiftUI (seed 000) L550–585 — an @Observable final class owned by the view through @State
// Ours: a Jar model with a marble count, owned by JarView; top-level code mutates a Jar directly.
import SwiftUI

@Observable final class Jar {
    var marbles = 0
}

struct JarView: View {
    @State private var jar = Jar()
    var body: some View {
        Button("Marbles: \(jar.marbles)") {
            jar.marbles += 1
        }
    }
}

struct ContentView: View {
    var body: some View {
        JarView()
    }
}

let jar = Jar()
jar.marbles += 2
jar.marbles += 5
print(jar.marbles)

// expect: 7
