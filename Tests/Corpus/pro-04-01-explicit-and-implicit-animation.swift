// Mirrors: Pro SwiftUI (seed 004) L986–995 — explicit withAnimation { } versus implicit .animation(_:value:) (always pass `value:`)
// Ours: a dial rotated by a button inside withAnimation, and a second one animated implicitly when its value changes.
import SwiftUI

struct ContentView: View {
    @State private var turns = 0.0
    @State private var grow = false

    var body: some View {
        VStack(spacing: 30) {
            Image(systemName: "dial.medium")
                .rotationEffect(.degrees(turns * 90))
            Button("Turn") {
                withAnimation {
                    turns += 1
                }
            }
            Circle()
                .fill(.blue)
                .frame(width: grow ? 120 : 60, height: grow ? 120 : 60)
                .animation(.easeInOut(duration: 0.5), value: grow)
                .onTapGesture {
                    grow.toggle()
                }
        }
    }
}

var turns = 0.0
turns += 1
turns += 1
print(turns * 90)

// expect: 180.0
