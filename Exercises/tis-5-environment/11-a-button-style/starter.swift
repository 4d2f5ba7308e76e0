// Give every button in the stack a padded capsule with one .buttonStyle.
struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        // TODO: pad the label (16 across, 8 down) and put a Capsule behind it.
        configuration.label
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
        // TODO: apply PillStyle once, here, so that all four buttons get it.
    }
}
