// Where a tap lands (cli-contract.md `update`): a tap gesture's closure that takes a location gets
// the view's centre (100, 50 in its 200×100 frame), or the point `--at` gives, in the view's own
// coordinates; a SpatialTapGesture's value has the same location.
// event: tap #pad
// event: tap #pad --at 20,30
// event: tap #dot --at 12,25
import SwiftUI

struct ContentView: View {
    @State private var mark = CGPoint.zero
    @State private var dot = CGPoint.zero
    var body: some View {
        VStack {
            Color.teal.frame(width: 200, height: 100)
                .accessibilityIdentifier("pad")
                .onTapGesture { location in mark = location }
            Circle().frame(width: 40, height: 40)
                .accessibilityIdentifier("dot")
                .gesture(SpatialTapGesture().onEnded { value in dot = value.location })
        }
    }
}
