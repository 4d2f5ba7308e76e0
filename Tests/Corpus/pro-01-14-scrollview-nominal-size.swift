// Mirrors: Pro SwiftUI (seed 004) L420–455 — ScrollView { Color.red } gets a nominal 10-point height; a frame with only maxHeight: 400 keeps it 10, so a blue background is invisible
// Ours: a teal color in a scroll view, then with a max-height frame and a background.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            ScrollView {
                Color.teal
            }
            ScrollView {
                Color.teal
                    .frame(minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil, maxHeight: 400)
            }
            ScrollView {
                Color.teal
                    .frame(minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil, maxHeight: 400)
                    .background(.blue)
            }
        }
    }
}

let nominal = ProposedViewSize(width: 390, height: nil).replacingUnspecifiedDimensions()
print(nominal.height)

// expect: 10.0
