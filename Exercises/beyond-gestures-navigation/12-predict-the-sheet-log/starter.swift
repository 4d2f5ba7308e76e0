// Open the settings sheet, then close it: what is printed?
// 打开设置 sheet，然后关闭它：会打印什么？
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

// TODO: the printed lines, separated by "; ".
// TODO：打印出的各行，用 "; " 隔开。
let predictedLog = ""
