// Mirrors: Thinking in SwiftUI (seed 000) L978–1067 — a binding built by hand: value + setValue closure, then Binding<Int>.wrappedValue, then Binding(get:set:)
// Ours: a volume control in three versions; OCR "\{(value)\}" and the extra ")" at L1062 are fixed, and the forwarder's setter is `nonmutating` (a plain `set` cannot be called from the button's closure).
import SwiftUI

struct VolumeByClosure: View {
    var level: Int
    var setLevel: (Int) -> ()
    var body: some View {
        Button("Volume \(level)") { setLevel(level + 1) }
    }
}

struct VolumeByBinding: View {
    var level: Binding<Int>
    var body: some View {
        Button("Volume \(level.wrappedValue)") {
            level.wrappedValue += 1
        }
    }
}

struct VolumeByForwarder: View {
    var _level: Binding<Int>
    var level: Int {
        get { _level.wrappedValue }
        nonmutating set { _level.wrappedValue = newValue }
    }
    init(level: Binding<Int>) {
        self._level = level
    }
    var body: some View {
        Button("Volume \(level)") { level += 1 }
    }
}

struct ContentView: View {
    @State private var level = 3
    var body: some View {
        VStack {
            VolumeByClosure(level: level, setLevel: { level = $0 })
            VolumeByBinding(level: Binding(get: { level }, set: { level = $0 }))
            VolumeByForwarder(level: Binding(get: { level }, set: { level = $0 }))
        }
    }
}

var stored = 3
let setter: (Int) -> () = { stored = $0 }
setter(stored + 1)
setter(stored + 1)
print(stored)

// expect: 5
