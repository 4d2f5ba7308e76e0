// A home screen whose button opens the settings page.
// 一个主界面，它的按钮会打开设置页面。
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
            // TODO: push SettingsPage while showSettings is true.
            // TODO：showSettings 为 true 时推入 SettingsPage。
        }
    }
}

#Preview { Home() }
