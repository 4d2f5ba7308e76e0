// The iOS 13 links, deprecated in iOS 16 and common in older apps: `NavigationLink(isActive:)`
// pushes when tapped or when its Bool is set, `NavigationLink(tag:selection:)` when the selection
// is its tag; a link with an empty label is pushed by its binding alone. A page's button that sets
// the selection to another tag shows that tag's destination.
// event: tap "Preferences"
// event: back
// event: tap "Beta"
// event: tap "Next channel"
// event: back
// event: tap "Sign out"
// event: back
import SwiftUI

struct ChannelPage: View {
    let name: String
    @Binding var selected: String?
    var body: some View {
        VStack {
            Text("Channel \(name)")
            Button("Next channel") { selected = name == "Beta" ? "Gamma" : "Alpha" }
        }
    }
}

struct ContentView: View {
    @State private var showPreferences = false
    @State private var signedOut = false
    @State private var selected: String?
    let channels = ["Alpha", "Beta", "Gamma"]
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Preferences page"), isActive: $showPreferences) {
                    Text("Preferences")
                }
                ForEach(channels, id: \.self) { name in
                    NavigationLink(destination: ChannelPage(name: name, selected: $selected), tag: name, selection: $selected) {
                        Text(name)
                    }
                }
                Button("Sign out") { signedOut = true }
                NavigationLink(destination: Text("Goodbye"), isActive: $signedOut) { EmptyView() }
            }
            .navigationTitle("Channels")
        }
    }
}
