// A card dragged by a DragGesture (cli-contract.md `update`): the finger goes down at the card's
// centre (60, 40 in its 120×80 frame) and moves 90 points right in 3 moves; each move runs
// `updating` then `onChanged` and one pass, lifting it runs `onEnded` and resets the
// `@GestureState`. A 6-point drag stays under the 10-point minimum distance and calls nothing.
// event: drag #card 90,0 --steps 3
// event: drag #card 6,0
import SwiftUI

struct ContentView: View {
    @State private var position = CGSize.zero
    @GestureState private var shift = CGSize.zero
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 120, height: 80)
            .offset(x: position.width + shift.width, y: position.height + shift.height)
            .accessibilityIdentifier("card")
            .gesture(
                DragGesture()
                    .updating($shift) { value, state, _ in state = value.translation }
                    .onChanged { value in print("moved to", value.location.x, value.location.y) }
                    .onEnded { value in
                        print("lifted after", value.translation.width)
                        position.width += value.translation.width
                    }
            )
    }
}
