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
            // The stack pushes the destination while the binding is true. The back button pops
            // it by writing false through the same binding, so the state and the stack agree.
            // 绑定为 true 时，导航栈推入目标页面。返回按钮通过同一个绑定写入 false 来弹出它，
            // 所以状态和导航栈始终一致。
            .navigationDestination(isPresented: $showSettings) {
                SettingsPage()
            }
        }
    }
}

#Preview { Home() }
