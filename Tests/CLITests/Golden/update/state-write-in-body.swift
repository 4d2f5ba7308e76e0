// A body that writes its own state (update-cycle-research.md §1.5): SwiftUI ignores the write and
// logs "Modifying state during view update, this will cause undefined behavior."
// event: tap "Renders"
import SwiftUI

struct ContentView: View {
    @State private var renders = 0
    @State private var taps = 0
    var body: some View {
        let _ = renders += 1
        VStack {
            Text("Rendered \(renders) times")
            Button("Renders") { taps += 1 }
            Text("\(taps)")
        }
    }
}
