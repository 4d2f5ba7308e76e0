// Mirrors: Pro SwiftUI (seed 004) L847–882 — hidden() has no Bool parameter; a @ViewBuilder `hidden(_:)` still branches, `opacity(hidden ? 0 : 1)` keeps identity
// Ours: two extensions on View, `vanish(_:)` with @ViewBuilder branches and `fade(_:)` with a ternary (`.hidden()` itself is outside our subset, so the branch uses opacity(0)).
import SwiftUI

extension View {
    @ViewBuilder func vanish(_ gone: Bool) -> some View {
        if gone {
            self.opacity(0)
        } else {
            self
        }
    }

    func fade(_ gone: Bool) -> some View {
        self.opacity(gone ? 0 : 1)
    }
}

struct ContentView: View {
    @State private var gone = false
    var body: some View {
        VStack {
            Text("Branching")
                .vanish(gone)
            Text("Stable")
                .fade(gone)
            Button("Toggle") {
                withAnimation {
                    gone.toggle()
                }
            }
        }
    }
}

let opacities = [true, false].map { $0 ? 0.0 : 1.0 }
print(opacities)

// expect: [0.0, 1.0]
