// Mirrors: Pro SwiftUI (seed 004) L701–731 — `some View` keeps the full static type, and only `body` is implicitly @ViewBuilder
// Ours: one property marked @ViewBuilder (if/else → _ConditionalContent) and one plain property that must return a single type.
import SwiftUI

struct Lamp: View {
    var on: Bool

    @ViewBuilder var withBuilder: some View {
        if on {
            Text("On")
        } else {
            Image(systemName: "lightbulb.slash")
        }
    }

    var withoutBuilder: some View {
        Text(on ? "On" : "Off")
    }

    var body: some View {
        HStack {
            withBuilder
            withoutBuilder
        }
    }
}

struct ContentView: View {
    var body: some View {
        Lamp(on: true)
    }
}

print(type(of: Lamp(on: true).withBuilder))
print(type(of: Lamp(on: true).withoutBuilder))

// expect: _ConditionalContent<Text, Image>
// expect: Text
