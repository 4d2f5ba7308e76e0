// Show the lamps of the room that is picked.
// 显示选中房间的灯。
@Observable final class Room {
    var name: String
    var lamps = 0
    init(name: String) { self.name = name }
}

let rooms = [Room(name: "Hall"), Room(name: "Garage")]

struct LampCounter: View {
    // TODO: follow the model the parent passes.
    // TODO：跟随父视图传入的模型。
    @State var room: Room
    var body: some View {
        Button("\(room.name): \(room.lamps) lamps") { room.lamps += 1 }
            .accessibilityIdentifier("counter")
    }
}

struct ContentView: View {
    @State private var selected = 0
    var body: some View {
        VStack {
            Picker("Room", selection: $selected) {
                Text("Hall").tag(0)
                Text("Garage").tag(1)
            }
            .accessibilityIdentifier("room")
            LampCounter(room: rooms[selected])
        }
    }
}
