// A knob dragged 30 points to the right in three moves: what does it print?
struct Knob: View {
    @GestureState private var pull = 0.0
    @State private var rest = 0.0
    var body: some View {
        let _ = print("body \(Int(rest + pull))")
        Circle()
            .frame(width: 44, height: 44)
            .offset(x: rest + pull)
            .accessibilityIdentifier("knob")
            .gesture(
                DragGesture()
                    .updating($pull) { value, state, _ in state = value.translation.width }
                    .onEnded { value in
                        print("ended")
                        rest += value.translation.width
                    }
            )
    }
}

#Preview { Knob() }

// Each move calls `updating`, which writes `pull` (10, 20, 30), and each write runs the body.
// When the finger lifts, `onEnded` prints and moves `rest` to 30, and SwiftUI puts `pull` back
// to 0: both changes land in the same update, so the body runs once more and still says 30.
let predictedLog = "body 10; body 20; body 30; ended; body 30"
