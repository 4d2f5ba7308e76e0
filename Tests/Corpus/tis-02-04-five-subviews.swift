// Mirrors: Thinking in SwiftUI (seed 000) L121–126 — HStack(spacing: 20) with five subviews (image, text, spacer, text, image)
// Ours: a departure/arrival row with spacing 12; the builder yields a five-element TupleView.
import SwiftUI

struct Route: View {
    @ViewBuilder var row: some View {
        Image(systemName: "airplane.departure")
        Text("Oslo")
        Spacer()
        Text("Lima")
        Image(systemName: "airplane.arrival")
    }

    var body: some View {
        HStack(spacing: 12) {
            row
        }
    }
}

struct ContentView: View {
    var body: some View {
        Route()
    }
}

print(type(of: Route().row))

// expect: TupleView<(Image, Text, Spacer, Text, Image)>
