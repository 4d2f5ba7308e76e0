// `.animation(_:value:)` (TiS ch. 6): the pass in which the watched value changes animates the
// changes below the modifier; a change of something else does not.
// event: toggle "Big"
// event: tap "Rename"
import SwiftUI

struct ContentView: View {
    @State private var big = false
    @State private var name = "Dot"
    var body: some View {
        VStack {
            Circle()
                .frame(width: big ? 100 : 50, height: big ? 100 : 50)
                .animation(.spring(duration: 0.4), value: big)
            Text(name)
            Toggle("Big", isOn: $big)
            Button("Rename") { name = "Spot" }
        }
    }
}
