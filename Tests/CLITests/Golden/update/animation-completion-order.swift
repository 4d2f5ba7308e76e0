// withAnimation's completion runs once the animation is over (TiS L2846): after the action that
// started it has returned, so "tapped" prints before "landed", and the state the completion writes
// is a pass of its own.
// event: tap "Launch"
import SwiftUI

struct ContentView: View {
    @State private var height = 0.0
    @State private var status = "waiting"
    var body: some View {
        VStack {
            Text(status)
            Button("Launch") {
                withAnimation(.easeOut(duration: 0.5)) { height = 80 } completion: {
                    print("landed")
                    status = "landed"
                }
                print("tapped")
            }
            Color.orange.frame(width: 20, height: 10 + height)
        }
    }
}
