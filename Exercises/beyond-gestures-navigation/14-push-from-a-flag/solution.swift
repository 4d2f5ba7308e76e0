// A home screen whose button opens the settings page.
struct SettingsPage: View {
    var body: some View {
        Text("Settings page")
            .accessibilityIdentifier("page")
            .navigationTitle("Settings")
    }
}

struct Home: View {
    @State private var showSettings = false
    var body: some View {
        NavigationStack {
            VStack {
                Text(showSettings ? "Settings are open" : "At home")
                    .accessibilityIdentifier("state")
                Button("Open settings") { showSettings = true }
            }
            .navigationTitle("Home")
            // The stack pushes the destination while the binding is true. The back button pops
            // it by writing false through the same binding, so the state and the stack agree.
            .navigationDestination(isPresented: $showSettings) {
                SettingsPage()
            }
        }
    }
}

#Preview { Home() }
