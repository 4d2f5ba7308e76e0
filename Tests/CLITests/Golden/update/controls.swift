// Every control an event acts on: a TextField's text, a Toggle, a Stepper with a range and one with
// closures, a Slider (by a tenth of its range), a Picker by an enum tag and by a label, and `run`.
// event: type #name "Ada"
// event: toggle "Notifications"
// event: increment "Volume 9"
// event: increment "Volume 10"
// event: decrement "Lives"
// event: increment #brightness
// event: pick #room .kitchen
// event: pick #room "Hall"
// event: run print("name is \(settings.name)")
import SwiftUI

enum Room: String { case hall, kitchen }

@Observable final class Settings {
    var name = ""
    var lives = 3
}

let settings = Settings()

struct ContentView: View {
    @State private var notifications = false
    @State private var volume = 9
    @State private var brightness = 0.5
    @State private var room = Room.hall
    var body: some View {
        VStack {
            TextField("Name", text: Bindable(settings).name).accessibilityIdentifier("name")
            Text("Hello, \(settings.name)").accessibilityIdentifier("greeting")
            Toggle("Notifications", isOn: $notifications)
            Stepper("Volume \(volume)", value: $volume, in: 0...10)
            Stepper("Lives", onIncrement: { settings.lives += 1 }, onDecrement: { settings.lives -= 1 })
            Text("\(settings.lives) lives").accessibilityIdentifier("lives")
            Slider(value: $brightness, in: 0...1).accessibilityIdentifier("brightness")
            Text("Brightness \(brightness)").accessibilityIdentifier("level")
            Picker("Room", selection: $room) {
                Text("Hall").tag(Room.hall)
                Text("Kitchen").tag(Room.kitchen)
            }
            .accessibilityIdentifier("room")
            Text("In the \(room.rawValue)").accessibilityIdentifier("where")
        }
    }
}
