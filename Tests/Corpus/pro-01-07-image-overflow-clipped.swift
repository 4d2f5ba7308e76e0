// Mirrors: Pro SwiftUI (seed 004) L252–266 — Image("singapore").frame(width: 300, height: 100) keeps its own size and overflows; .clipped() shows it
// Ours: a "fjord" photo in a 260×90 frame, unclipped and clipped.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 40) {
            Image("fjord")
                .frame(width: 260, height: 90)
            Image("fjord")
                .frame(width: 260, height: 90)
                .clipped()
        }
    }
}

print(type(of: Image("fjord").frame(width: 260, height: 90)))

// expect: ModifiedContent<Image, _FrameLayout>
