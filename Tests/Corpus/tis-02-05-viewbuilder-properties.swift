// Mirrors: Thinking in SwiftUI (seed 000) L126–172 — Greeting split into @ViewBuilder properties hello/bye; nested TupleViews are flattened by the HStack
// Ours: a Ticket view with `front` and `back` builder properties around a Spacer; prints the nested tuple type.
import SwiftUI

struct Ticket: View {
    @ViewBuilder var front: some View {
        Image(systemName: "ticket")
        Text("Row 7")
    }

    @ViewBuilder var back: some View {
        Text("Seat 12")
        Image(systemName: "chair")
    }

    @ViewBuilder var content: some View {
        front
        Spacer()
        back
    }

    var body: some View {
        HStack(spacing: 16) {
            content
        }
    }
}

struct ContentView: View {
    var body: some View {
        Ticket()
    }
}

print(type(of: Ticket().content))

// expect: TupleView<(TupleView<(Image, Text)>, Spacer, TupleView<(Text, Image)>)>
