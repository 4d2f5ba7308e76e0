// Mirrors: Thinking in SwiftUI (seed 000) L351–354 — the safe alternative: .background(highlighted ? .red : .clear) keeps one static tree
// Ours: a reminder shaded with mint or clear through a ternary; plus frame(width:) with an optional (nil = no change).
import SwiftUI

struct Reminder: View {
    var urgent: Bool

    @ViewBuilder var content: some View {
        Image(systemName: "alarm")
        Text("Water plants")
            .background(urgent ? Color.mint : .clear)
    }

    var body: some View {
        HStack {
            content
        }
    }
}

struct ContentView: View {
    @State private var urgent = false
    var body: some View {
        VStack {
            Reminder(urgent: urgent)
            Text("Wide")
                .frame(width: urgent ? 120 : nil)
        }
    }
}

print(type(of: Reminder(urgent: true).content))
print(type(of: Reminder(urgent: false).content))

// expect: TupleView<(Image, ModifiedContent<Text, _BackgroundStyleModifier<Color>>)>
// expect: TupleView<(Image, ModifiedContent<Text, _BackgroundStyleModifier<Color>>)>
