// Mirrors: Pro SwiftUI (seed 004) L456–466 — giving the frame idealHeight: 400 and maxHeight: 400 lets the color grow to 400 inside a ScrollView
// Ours: a teal band with an ideal and max height of 320.
import SwiftUI

struct ContentView: View {
    var body: some View {
        ScrollView {
            Color.teal
                .frame(minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: 320, maxHeight: 320)
        }
    }
}

print(type(of: Color.teal.frame(minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: 320, maxHeight: 320)))

// expect: ModifiedContent<Color, _FlexFrameLayout>
