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
                // The offset draws the dot 50 points above its layout frame, at 12 o'clock. The
                // rotation then turns everything inside it about the centre of that frame — still
                // the dial's centre, since offsets do not move frames — so the dot swings 60°
                // clockwise along the ring, to 2 o'clock. In the other order the rotation turns a
                // round dot in place, and the offset then moves it straight up.
                .offset(y: -50)
                .rotationEffect(.degrees(60))
        }
        .frame(width: 120, height: 120)
        .accessibilityIdentifier("dial")
    }
}
