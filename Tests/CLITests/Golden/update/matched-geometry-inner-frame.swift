// Golden case G24 of advanced-layout.md (TiS L3887–3904): the hero circle with the 30×30 frame inside
// the matched geometry effect: the group member still moves to the big frame, but the small circle
// keeps its 30×30 size throughout, moving with it.
// event: tap #hero
import SwiftUI

struct ContentView: View {
    @State private var hero = false
    @Namespace var namespace
    var body: some View {
        let circle = Circle().fill(Color.green)
        ZStack {
            if hero {
                circle
                    .matchedGeometryEffect(id: "image", in: namespace)
            } else {
                circle
                    .frame(width: 30, height: 30)
                    .matchedGeometryEffect(id: "image", in: namespace)
            }
        }
        .accessibilityIdentifier("hero")
        .onTapGesture {
            withAnimation(.linear(duration: 0.4)) { hero.toggle() }
        }
    }
}
