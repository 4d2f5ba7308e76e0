// Mirrors: Pro SwiftUI (seed 004) L1763–1788 — the exercise: a StrokeWidthKey environment value read by a view of circles and set higher up
// Ours: an OutlineWidthKey with default 2, a RingsView that strokes three circles, set to 6 from ContentView.
import SwiftUI

struct OutlineWidthKey: EnvironmentKey {
    static let defaultValue = 2.0
}

extension EnvironmentValues {
    var outlineWidth: Double {
        get { self[OutlineWidthKey.self] }
        set { self[OutlineWidthKey.self] = newValue }
    }
}

extension View {
    func outlineWidth(_ width: Double) -> some View {
        environment(\.outlineWidth, width)
    }
}

struct RingsView: View {
    @Environment(\.outlineWidth) var outlineWidth

    var body: some View {
        ForEach(0..<3) { _ in
            Circle()
                .stroke(.red, lineWidth: outlineWidth)
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            RingsView()
        }
        .outlineWidth(6)
    }
}

print(OutlineWidthKey.defaultValue)

// expect: 2.0
