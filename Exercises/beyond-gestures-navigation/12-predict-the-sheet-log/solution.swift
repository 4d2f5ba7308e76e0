// Open the settings sheet, then close it: what is printed?
struct Settings: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        let _ = print("settings body")
        Button("Close") { dismiss() }
            .onAppear { print("settings appear") }
            .onDisappear { print("settings disappear") }
    }
}

struct Home: View {
    @State private var showsSettings = false
    var body: some View {
        let _ = print("home body")
        Button("Settings") { showsSettings = true }
            .sheet(isPresented: $showsSettings, onDismiss: { print("dismissed") }) {
                Settings()
            }
    }
}

#Preview { Home() }

// Home's body never reads `showsSettings`: it hands `$showsSettings` to the sheet modifier,
// which reads it. So a change of it runs no Home body, only the sheet's content: Settings is
// made (its body), then appears. `dismiss()` sets the binding back to false: the sheet's
// views disappear, and then the sheet's `onDismiss` runs.
let predictedLog = "settings body; settings appear; settings disappear; dismissed"
