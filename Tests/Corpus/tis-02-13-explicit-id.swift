// Mirrors: Thinking in SwiftUI (seed 000) L306–313 — .id(greeting == nil) gives the Text an explicit Bool identity on top of its position
// Ours: a temperature label whose id flips when the reading is missing; .id produces IDView, not a ModifiedContent.
import SwiftUI

struct Thermometer: View {
    var reading: String?

    @ViewBuilder var content: some View {
        Image(systemName: "thermometer")
        Text(reading ?? "--")
            .id(reading == nil)
    }

    var body: some View {
        HStack {
            content
        }
    }
}

struct ContentView: View {
    var body: some View {
        Thermometer(reading: nil)
    }
}

print(type(of: Thermometer(reading: nil).content))
let missing: String? = nil
print(missing == nil)

// expect: TupleView<(Image, IDView<Text, Bool>)>
// expect: true
