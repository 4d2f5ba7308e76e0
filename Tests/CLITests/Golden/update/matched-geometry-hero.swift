// Golden case G23 of advanced-layout.md (TiS L3850–3885): the hero circle. Toggled with an animation,
// the inserted big circle starts matched to the small one (30×30) at opacity 0 and grows to full
// size; the removed small one grows to the big one's frame while it fades out. Both are on screen.
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
                    .matchedGeometryEffect(id: "image", in: namespace)
                    .frame(width: 30, height: 30)
            }
        }
        .accessibilityIdentifier("hero")
        .onTapGesture {
            withAnimation(.linear(duration: 0.4)) { hero.toggle() }
        }
    }
}
