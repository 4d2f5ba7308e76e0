// Mirrors: Thinking in SwiftUI (seed 000) L1154–1221 — @Bindable var model and Bindable(model).value feeding a Stepper's binding
// Ours: closest program in our subset (no @Bindable): the Stepper gets Binding(get:set:) onto an @Observable Oven's temperature.
import SwiftUI

@Observable final class Oven {
    var temperature = 180
    static let shared = Oven()
}

struct OvenControl: View {
    var oven: Oven
    var body: some View {
        Stepper("\(oven.temperature)°", value: Binding(get: { oven.temperature }, set: { oven.temperature = $0 }))
    }
}

struct ContentView: View {
    var oven = Oven.shared
    var body: some View {
        VStack {
            OvenControl(oven: oven)
            Stepper("\(oven.temperature)°", value: Binding(get: { oven.temperature }, set: { oven.temperature = $0 }), step: 10)
        }
    }
}

let binding = Binding(get: { Oven.shared.temperature }, set: { Oven.shared.temperature = $0 })
binding.wrappedValue += 20
print(Oven.shared.temperature)

// expect: 200
