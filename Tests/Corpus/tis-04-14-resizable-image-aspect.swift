// Mirrors: Thinking in SwiftUI (seed 000) L1677–1699 — Image("header").resizable().aspectRatio(contentMode: .fit): probe nil×nil for the ideal size, then fit that ratio
// Ours: a "banner" image of 120×40 proposed 240×240; the six steps are replayed with plain arithmetic.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image("banner")
            .resizable()
            .aspectRatio(contentMode: .fit)
    }
}

let ideal = (width: 120.0, height: 40.0)
let proposal = 240.0
let ratio = ideal.width / ideal.height
let fittedHeight = proposal / ratio
print("ratio \(ratio)")
print("proposes \(proposal) x \(fittedHeight)")
print(type(of: ContentView().body))

// expect: ratio 3.0
// expect: proposes 240.0 x 80.0
// expect: ModifiedContent<Image, _AspectRatioLayout>
