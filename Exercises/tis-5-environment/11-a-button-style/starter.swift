// Give every button in the stack a padded capsule with one .buttonStyle.
// 用一个 .buttonStyle 让堆栈里的每个按钮都有带内边距的胶囊形状。
struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        // TODO: pad the label (16 across, 8 down) and put a Capsule behind it.
        // TODO：给标签加内边距（左右 16，上下 8），并在它后面放一个 Capsule。
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
        // TODO：在这里应用一次 PillStyle，让四个按钮都得到它。
    }
}
