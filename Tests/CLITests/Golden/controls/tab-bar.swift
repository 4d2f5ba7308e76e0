import SwiftUI

// iOS 18's Tab beside the older tabItem form; the selected tab's item is drawn in the accent colour.
struct ContentView: View {
    @State private var selection = 1
    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray", value: 0) {
                Text("No messages")
            }
            Text("Everything is up to date")
                .tabItem { Label("Updates", systemImage: "bell") }
                .tag(1)
            Tab("Profile", systemImage: "person.circle", value: 2) {
                Text("Signed in")
            }
        }
    }
}
