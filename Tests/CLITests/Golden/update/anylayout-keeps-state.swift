// Pro SwiftUI G1 (pro-swiftui-4-6.md, L2249–2332): swapping the layout through AnyLayout keeps the
// counters' nodes and state; the same swap written as if/else makes new views with new state.
// event: tap "A 0"
// event: tap "C 0"
// event: toggle "Vertical"
import SwiftUI

struct Counter: View {
    var name: String
    @State private var n = 0
    var body: some View { Button("\(name) \(n)") { n += 1 } }
}
struct ContentView: View {
    @State private var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        VStack {
            layout {
                Counter(name: "A")
                Counter(name: "B")
            }
            if vertical {
                VStack { Counter(name: "C") }
            } else {
                HStack { Counter(name: "C") }
            }
            Toggle("Vertical", isOn: $vertical)
        }
    }
}
