// Golden cases 39–40 (TiS L871–972): `@ObservedObject var model`: picking another room keeps the
// Counter node, observes the Kitchen's model, and re-runs the body; each room keeps its own count.
// event: tap "Count: 0"
// event: pick #room "Kitchen"
// event: tap "Count: 0"
// event: pick #room "Living Room"
import SwiftUI

final class Room: ObservableObject {
    @Published var count = 0
}

let rooms = ["Living Room": Room(), "Kitchen": Room()]

struct Counter: View {
    @ObservedObject var model: Room
    var body: some View {
        let _ = Self._printChanges()
        Button("Count: \(model.count)") { model.count += 1 }
    }
}

struct ContentView: View {
    @State private var room = "Living Room"
    var body: some View {
        VStack {
            Picker("Room", selection: $room) {
                Text("Living Room").tag("Living Room")
                Text("Kitchen").tag("Kitchen")
            }
            .accessibilityIdentifier("room")
            Counter(model: rooms[room]!)
        }
    }
}
