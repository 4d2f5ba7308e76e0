import SwiftUI

// A settings screen: each control takes the width iOS gives it, not its label's.
struct SettingsScreen: View {
    @State private var alerts = true
    @State private var volume = 0.25
    @State private var nickname = ""
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Preferences").font(.title)
            Toggle("Alerts", isOn: $alerts)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            TextField("Nickname", text: $nickname)
                .textFieldStyle(.roundedBorder)
            Button("Apply") { }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview { SettingsScreen() }
