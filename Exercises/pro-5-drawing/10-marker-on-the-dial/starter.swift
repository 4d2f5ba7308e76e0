// An alarm clock's dial, with a red marker at the alarm time: 2 o'clock.
struct ContentView: View {
    var body: some View {
        ZStack {
            Circle()
                .stroke(.gray, lineWidth: 2)
            Circle()
                .fill(.red)
                .frame(width: 12, height: 12)
                .accessibilityIdentifier("marker")
                // TODO: the marker is drawn at 12 o'clock. Which effect should come first?
                .rotationEffect(.degrees(60))
                .offset(y: -50)
        }
        .frame(width: 120, height: 120)
        .accessibilityIdentifier("dial")
    }
}
