// One button style, set once on the stack, shapes every button inside it.
struct PillStyle: ButtonStyle {
    // SwiftUI calls makeBody for each button that has this style in its environment.
    // configuration.label is that button's own label ("Save", "Discard changes", …), so the
    // same padding and capsule fit every label.
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)   // 16 on the left and right
            .padding(.vertical, 8)      // 8 above and below: 17 + 16 = 33 high
            .background(Capsule().fill(Color.orange))
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Button("Save") { }
                .accessibilityIdentifier("save")
            Button("Discard changes") { }
                .accessibilityIdentifier("discard")
            HStack {
                Button("Undo") { }
                    .accessibilityIdentifier("undo")
                Button("Redo") { }
                    .accessibilityIdentifier("redo")
            }
        }
        // .buttonStyle writes the style into the environment of everything below it, so the
        // buttons in the HStack get it too. No button needs its own .buttonStyle.
        .buttonStyle(PillStyle())
    }
}
