// Mirrors: Thinking in SwiftUI (seed 000) L326–349 — the applyIf anti-pattern: a @ViewBuilder extension whose if/else adds a hidden ConditionalContent
// Ours: a non-generic `shadedIf(_:)` (the book's version is generic over the transform's result, which our subset avoids); prints the branch type.
import SwiftUI

// Anti-pattern, kept on purpose to show the hidden branch.
extension View {
    @ViewBuilder
    func shadedIf(_ condition: Bool) -> some View {
        if condition {
            self.background(.yellow)
        } else {
            self
        }
    }
}

struct Reminder: View {
    var urgent: Bool

    @ViewBuilder var content: some View {
        Image(systemName: "alarm")
        Text("Water plants")
            .shadedIf(urgent)
    }

    var body: some View {
        HStack {
            content
        }
    }
}

struct ContentView: View {
    var body: some View {
        Reminder(urgent: true)
    }
}

print(type(of: Text("Water plants").shadedIf(true)))
print(type(of: Reminder(urgent: false).content))

// expect: _ConditionalContent<ModifiedContent<Text, _BackgroundStyleModifier<Color>>, Text>
// expect: TupleView<(Image, _ConditionalContent<ModifiedContent<Text, _BackgroundStyleModifier<Color>>, Text>)>
