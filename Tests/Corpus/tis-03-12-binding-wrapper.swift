// Mirrors: Thinking in SwiftUI (seed 000) L1068–1106 — @Binding with `$value`, and `$value` spelled out as `_value.projectedValue`
// Ours: a brightness stepper component bound to the parent's @State, and a parent that spells out the projected value.
import SwiftUI

struct BrightnessButton: View {
    @Binding var brightness: Int
    var body: some View {
        Button("Brightness \(brightness)") { brightness += 10 }
    }
}

struct ContentView: View {
    @State private var brightness = 50
    var body: some View {
        BrightnessButton(brightness: $brightness)
    }
}

struct SpelledOutParent: View {
    private var _brightness = State(initialValue: 50)
    private var brightness: Int {
        get { _brightness.wrappedValue }
        set { _brightness.wrappedValue = newValue }
    }
    var body: some View {
        BrightnessButton(brightness: _brightness.projectedValue)
    }
}

var levels = [50]
for _ in 0..<3 {
    levels.append(levels.last! + 10)
}
print(levels)

// expect: [50, 60, 70, 80]
