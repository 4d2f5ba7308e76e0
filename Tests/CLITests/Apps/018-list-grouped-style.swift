import SwiftUI

struct ContentView: View {
    var body: some View {
        List {
            Section {
                Label("Airplane Mode", systemImage: "airplane")
                Label("Wi-Fi", systemImage: "wifi")
                Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
            }
            Section {
                Label("Notifications", systemImage: "bell.badge")
                Label("Sounds", systemImage: "speaker.wave.2")
            } footer: {
                Text("Manage how apps alert you.")
            }
        }
        .listStyle(.grouped)
    }
}
