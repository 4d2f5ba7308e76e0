// A download's progress as a ring: a gray track, and a green arc from 12 o'clock for the part done.
struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle()
                .stroke(.gray, lineWidth: 10)
            // TODO: the arc starts at 3 o'clock. Make it start at 12 o'clock.
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.green, lineWidth: 10)
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
