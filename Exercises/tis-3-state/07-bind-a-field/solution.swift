// Let the row edit one field of the settings.
// 让这一行编辑设置中的一个字段。
struct Settings {
    var volume = 5
    var muted = false
}

struct VolumeRow: View {
    @Binding var volume: Int
    var body: some View {
        Stepper("Volume: \(volume)", value: $volume, in: 0...10)
    }
}

struct ContentView: View {
    @State private var settings = Settings()
    var body: some View {
        VStack {
            Text("Volume \(settings.volume)").accessibilityIdentifier("summary")
            VolumeRow(volume: $settings.volume)
        }
    }
}
