// Composed gestures (Apple's documentation of `sequenced(before:)`, `simultaneously(with:)`,
// `exclusively(before:)` and their values): a long press then a drag moves the tile, its value
// `.first(true)` while pressed, `.second(true, nil)` once the press succeeded, then
// `.second(true, drag)`; a press released early only calls `.first`; a double tap reaches the first
// of an exclusive pair and a single tap the second; magnify and rotate together share one value.
// event: drag #tile 60,0 --steps 2
// event: long-press #tile 0.2
// event: double-tap #photo
// event: tap #photo
// event: magnify #photo 2
// event: rotate #photo 90
import SwiftUI

struct ContentView: View {
    @GestureState private var lifted = false
    @State private var moved = CGSize.zero
    @State private var zoom = 1.0
    @State private var turn = Angle.zero
    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 10)
                .frame(width: 80, height: 80)
                .scaleEffect(lifted ? 1.1 : 1)
                .offset(moved)
                .gesture(
                    LongPressGesture(minimumDuration: 0.5)
                        .sequenced(before: DragGesture())
                        .updating($lifted) { value, state, _ in
                            if case .first(true) = value { state = true }
                        }
                        .onEnded { value in
                            if case .second(true, let drag?) = value { moved = drag.translation }
                        }
                )
                .accessibilityIdentifier("tile")
            Rectangle()
                .frame(width: 120, height: 90)
                .scaleEffect(zoom)
                .rotationEffect(turn)
                .gesture(
                    TapGesture(count: 2).onEnded { zoom = 1 }
                        .exclusively(before: TapGesture().onEnded { print("single tap") })
                )
                .simultaneousGesture(
                    MagnifyGesture().simultaneously(with: RotateGesture())
                        .onEnded { value in
                            zoom = value.first?.magnification ?? zoom
                            turn = value.second?.rotation ?? turn
                        }
                )
                .accessibilityIdentifier("photo")
        }
    }
}
