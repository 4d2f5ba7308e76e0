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

// Home's body never reads `showsSettings`: it hands `$showsSettings` to the sheet modifier,
// which reads it. So a change of it runs no Home body, only the sheet's content: Settings is
// made (its body), then appears. `dismiss()` sets the binding back to false: the sheet's
// views disappear, and then the sheet's `onDismiss` runs.
// Home 的 body 从不读取 `showsSettings`：它把 `$showsSettings` 交给 sheet 修饰器，由后者读取。
// 所以它的变化不会执行 Home 的 body，只会执行 sheet 的内容：先生成 Settings（它的 body），
// 然后它出现。`dismiss()` 把绑定设回 false：sheet 的视图消失，然后 sheet 的 `onDismiss` 执行。
let predictedLog = "settings body; settings appear; settings disappear; dismissed"
