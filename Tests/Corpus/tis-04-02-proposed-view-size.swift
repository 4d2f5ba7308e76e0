// Mirrors: Thinking in SwiftUI (seed 000) L1301–1326 — ProposedViewSize has optional width/height; nil means "use your ideal size"
// Ours: three proposals resolved with replacingUnspecifiedDimensions() (nil becomes 10).
import SwiftUI

let proposals = [
    ProposedViewSize(width: 320, height: 480),
    ProposedViewSize(width: 320, height: nil),
    ProposedViewSize(width: nil, height: nil)
]

for p in proposals {
    let size = p.replacingUnspecifiedDimensions()
    print("\(size.width) x \(size.height)")
}

struct ContentView: View {
    var body: some View {
        Text("Proposals")
    }
}

// expect: 320.0 x 480.0
// expect: 320.0 x 10.0
// expect: 10.0 x 10.0
