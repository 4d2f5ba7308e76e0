// Golden case 17 (TiS L273–275), for tabs: re-selecting a tab fires onAppear again on the same node
// (its state is kept: "Read 1" after coming back), and task starts and is cancelled each time. A
// control in a tab that is not showing takes no events. Picking a tab re-runs no body: the TabView
// reads its selection itself, and ContentView only passes `$tab`.
// event: tap "Read 0"
// event: pick #tab 1
// event: pick #tab 0
// event: tap "Read 1"
import SwiftUI

struct Inbox: View {
    @State private var read = 0
    var body: some View {
        Button("Read \(read)") { read += 1 }
            .onAppear { print("inbox appear") }
            .onDisappear { print("inbox disappear") }
            .task { print("inbox task") }
    }
}
struct Settings: View {
    var body: some View {
        Text("Settings").onAppear { print("settings appear") }.onDisappear { print("settings disappear") }
    }
}
struct ContentView: View {
    @State private var tab = 0
    var body: some View {
        VStack {
            TabView(selection: $tab) {
                Inbox().tag(0)
                Settings().tag(1)
            }
            Picker("Tab", selection: $tab) { Text("Inbox").tag(0); Text("Settings").tag(1) }.accessibilityIdentifier("tab")
        }
    }
}
