// Which gesture a touch reaches (Apple's documentation of `gesture`, `highPriorityGesture` and
// `simultaneousGesture`): the heart's own tap wins over the card's `.gesture` tap around it; the
// badge's Button wins over the card's too, but the row's `.highPriorityGesture` wins over everything
// inside it; a `.simultaneousGesture` runs beside the winner; a touch on a view with no gesture, or
// under `.allowsHitTesting(false)`, reaches the gestures around it; a disabled view takes none.
// event: tap #heart
// event: tap "Follow"
// event: tap #title
// event: tap #badge
// event: tap #row
// event: tap #off
import SwiftUI

struct ContentView: View {
    @State private var likes = 0
    @State private var follows = 0
    @State private var cardTaps = 0
    @State private var rowTaps = 0
    var body: some View {
        VStack(spacing: 16) {
            VStack {
                Text("Likes \(likes)").accessibilityIdentifier("title")
                Image(systemName: "heart.fill")
                    .onTapGesture { likes += 1 }
                    .accessibilityIdentifier("heart")
                Button("Follow") { follows += 1 }
                Text("New")
                    .onTapGesture { print("badge") }
                    .allowsHitTesting(false)
                    .accessibilityIdentifier("badge")
            }
            .gesture(TapGesture().onEnded { cardTaps += 1 })
            .simultaneousGesture(TapGesture().onEnded { print("card saw a tap") })
            HStack {
                Text("Row \(rowTaps)")
                Image(systemName: "star").onTapGesture { print("star") }
                    .accessibilityIdentifier("row")
            }
            .highPriorityGesture(TapGesture().onEnded { rowTaps += 1 })
            Text("Off")
                .onTapGesture { print("never") }
                .disabled(true)
                .accessibilityIdentifier("off")
        }
    }
}
