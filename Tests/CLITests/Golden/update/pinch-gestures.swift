// Two-finger gestures (cli-contract.md `update`): `magnify` scales from 1 to the factor and
// `rotate` turns to the angle in 4 equal steps, each calling onChanged and running a pass, then
// onEnded; iOS 17's MagnifyGesture reads `value.magnification`, iOS 13's RotationGesture gets an Angle.
// event: magnify #photo 2
// event: rotate #dial 90
import SwiftUI

struct ContentView: View {
    @State private var zoom = 1.0
    @GestureState private var pinching = 1.0
    @State private var turned = Angle.zero
    var body: some View {
        VStack {
            Rectangle().frame(width: 100, height: 60)
                .scaleEffect(zoom * pinching)
                .accessibilityIdentifier("photo")
                .gesture(
                    MagnifyGesture()
                        .updating($pinching) { value, state, _ in state = value.magnification }
                        .onEnded { value in zoom *= value.magnification }
                )
            Circle().frame(width: 60, height: 60)
                .rotationEffect(turned)
                .accessibilityIdentifier("dial")
                .gesture(RotationGesture().onChanged { angle in print("turned", angle.degrees) }.onEnded { angle in turned = angle })
        }
    }
}
