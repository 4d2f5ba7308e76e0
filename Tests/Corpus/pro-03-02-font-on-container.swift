// Mirrors: Pro SwiftUI (seed 004) L1670–1694 — .font(.title) on a VStack resolves to View.font, which writes the environment (_EnvironmentKeyWritingModifier)
// Ours: a VStack holding "Press" with the font applied to the container.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Press")
        }
        .font(.title)
        .onTapGesture {
            print(type(of: self.body))
        }
    }
}

print(type(of: ContentView().body))

// expect: ModifiedContent<ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Font>>>, AddGestureModifier<_EndedGesture<TapGesture>>>
