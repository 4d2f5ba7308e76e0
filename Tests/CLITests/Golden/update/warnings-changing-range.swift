// SwiftUI's warning for `ForEach(_:content:)` over a range whose size changes (update-cycle-research.md
// §1.5): the rows are identified by offset, which only works for constant data.
// event: tap "More"
import SwiftUI

struct ContentView: View {
    @State private var count = 2
    var body: some View {
        VStack {
            ForEach(0..<count) { i in
                Text("Row \(i)")
            }
            Button("More") { count += 1 }
        }
    }
}
