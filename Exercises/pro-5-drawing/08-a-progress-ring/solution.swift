// A download's progress as a ring: a gray track, and a green arc from 12 o'clock for the part done.
struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle()
                .stroke(.gray, lineWidth: 10)
            // A circle's path starts at 3 o'clock and runs clockwise, so the trimmed arc does too.
            // Turning the drawing a quarter turn back, −90°, moves its start to 12 o'clock; it
            // still grows clockwise. The rotation changes only the drawing: the frame stays put.
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.green, lineWidth: 10)
                .rotationEffect(.degrees(-90))
        }
    }
}

struct ContentView: View {
    var body: some View {
        ProgressRing(progress: 0.25)
            .frame(width: 120, height: 120)
            .accessibilityIdentifier("ring")
    }
}
