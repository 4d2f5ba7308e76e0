// An animated transaction ($flag.animation(.default)): the pass is marked with its animation, and
// the animation engine tabulates the views that change between the layouts before and after it,
// as `animate --before --after` does: the inserted Text fades in, the frame widens.
// event: toggle "Animated"
import SwiftUI

struct Flag: View {
    @State private var flag = false
    var body: some View {
        VStack {
            Toggle("Animated", isOn: $flag.animation(.default))
            if flag { Text("On") }
            Color.red.frame(width: flag ? 100 : 50, height: 20)
        }
    }
}

#Preview { Flag() }
