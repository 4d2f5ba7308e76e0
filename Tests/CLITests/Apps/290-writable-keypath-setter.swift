import SwiftUI

struct Preferences {
    var notifications = true
    var sounds = false
    var badges = true
    var volume = 0.5
}

struct ContentView: View {
    @State private var prefs = Preferences()
    let switches: [(String, WritableKeyPath<Preferences, Bool>)] = [
        ("Notifications", \.notifications),
        ("Sounds", \.sounds),
        ("Badges", \.badges)
    ]

    func set<T>(_ path: WritableKeyPath<Preferences, T>, to value: T) {
        prefs[keyPath: path] = value
    }

    var body: some View {
        Form {
            ForEach(switches, id: \.0) { title, path in
                Toggle(title, isOn: $prefs[dynamicMember: path])
            }
            Slider(value: $prefs.volume)
            Button("Mute everything") {
                for (_, path) in switches { set(path, to: false) }
                set(\.volume, to: 0)
            }
        }
    }
}
