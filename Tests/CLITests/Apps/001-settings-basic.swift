import SwiftUI

struct ContentView: View {
    @State private var notificationsEnabled = true
    @State private var darkMode = false
    @State private var volume = 0.5

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Preferences")) {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Dark Mode", isOn: $darkMode)
                }
                Section(header: Text("Sound"), footer: Text("Adjust the playback volume.")) {
                    Slider(value: $volume, in: 0...1)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
