// Mirrors: Pro SwiftUI (seed 004) L287–308 — a 2000-point-wide image stretches a leading VStack; .frame(minWidth: 0, maxWidth: .infinity) tames it
// Ours: a "panorama" image above a caption, with the flexible frame; without minWidth the image's own width would be the minimum.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Image("panorama")
                .frame(minWidth: 0, maxWidth: .infinity)
            Text("Sunset over the bay, taken from the ferry.")
        }
    }
}

// min and max both given: the frame takes exactly the proposal.
func clamp(_ proposal: Double, min lower: Double, max upper: Double) -> Double {
    max(lower, min(proposal, upper))
}
print(clamp(390, min: 0, max: .infinity))
print(type(of: ContentView().body))

// expect: 390.0
// expect: VStack<TupleView<(ModifiedContent<Image, _FlexFrameLayout>, Text)>>
