// Mirrors: Pro SwiftUI (seed 004) L1959–1986 — a welcome view whose symbol wants a bolder font; .font(.largeTitle.weight(.black)) overrides the parent, transformEnvironment(\.font) adjusts it
// Ours: a greeting whose sun symbol reads the inherited font from @Environment(\.font) and bolds it (transformEnvironment is outside our subset).
import SwiftUI

struct BoldSymbol: View {
    var name: String
    @Environment(\.font) var font

    var body: some View {
        Image(systemName: name)
            .font((font ?? .body).weight(.black))
    }
}

struct Welcome: View {
    var body: some View {
        VStack {
            Image(systemName: "sun.max")
                .font(.largeTitle.weight(.black))
            BoldSymbol(name: "sun.max")
            Text("Good morning!")
        }
    }
}

struct ContentView: View {
    var body: some View {
        Welcome()
            .font(.headline)
    }
}

print(type(of: Welcome().font(.headline)))

// expect: ModifiedContent<Welcome, _EnvironmentKeyWritingModifier<Optional<Font>>>
