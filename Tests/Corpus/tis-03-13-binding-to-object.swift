// Mirrors: Thinking in SwiftUI (seed 000) L1108–1152 — `$model.value` through @StateObject, and a binding to a computed get/set property that clamps 0…10
// Ours: a Thermostat ObservableObject with a clamped `dial` property; 12 increments leave the dial at 10 while the raw value is 11.
import SwiftUI

final class Thermostat: ObservableObject {
    @Published var raw = 0
    var dial: Int {
        get { min(max(0, raw), 10) }
        set { raw = newValue }
    }
}

struct DialButton: View {
    @Binding var value: Int
    var body: some View {
        Button("Dial \(value)") { value += 1 }
    }
}

struct ContentView: View {
    @StateObject var thermostat = Thermostat()
    var body: some View {
        VStack {
            DialButton(value: $thermostat.raw)
            DialButton(value: $thermostat.dial)
        }
    }
}

let t = Thermostat()
for _ in 1...12 {
    t.dial += 1
}
print(t.dial)
print(t.raw)

// expect: 10
// expect: 11
