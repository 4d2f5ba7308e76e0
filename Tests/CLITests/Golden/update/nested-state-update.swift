// OpenSwiftUI's compatibility oracle `nestedStateUpdate` (update-cycle-research.md §2.2): onAppear
// writes 1 and 2, then 3 and 4 inside withAnimation. The body sees 0, 2, 4; onChange gets (0, 2)
// and (2, 4).
import SwiftUI

struct ContentView: View {
    @State private var value = 0
    var body: some View {
        let _ = print("body sees \(value)")
        Text("\(value)")
            .onAppear {
                value = 1
                value = 2
                withAnimation {
                    value = 3
                    value = 4
                }
            }
            .onChange(of: value) { old, new in
                print("onChange \(old) -> \(new)")
            }
    }
}
