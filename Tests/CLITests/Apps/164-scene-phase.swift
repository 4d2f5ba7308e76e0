import SwiftUI

struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var events: [String] = []

    var body: some View {
        List(events, id: \.self) { Text($0) }
            .onChange(of: scenePhase) { _, phase in
                switch phase {
                case .active: events.append("active")
                case .inactive: events.append("inactive")
                case .background: events.append("background")
                @unknown default: break
                }
            }
            .onDisappear { events.removeAll() }
    }
}
