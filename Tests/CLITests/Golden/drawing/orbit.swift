// Pro SwiftUI G34: offset(x: 200) then rotationEffect(90°) is drawn at the original centre + (0, 200):
// the rotation turns the moved drawing about the layout frame's centre (3518–3519).
import SwiftUI

struct ContentView: View {
    var body: some View {
        Circle()
            .fill(.orange)
            .frame(width: 40, height: 40)
            .offset(x: 200)
            .rotationEffect(.degrees(90))
    }
}
