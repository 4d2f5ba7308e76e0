// A PIN that shows only to someone who holds a finger on it for a whole second.
struct HiddenPIN: View {
    @State private var revealed = false
    var body: some View {
        Text(revealed ? "PIN 4711" : "Hold to show the PIN")
            .padding()
            .background(.yellow)
            .accessibilityIdentifier("pin")
            // A long press succeeds once the finger has stayed down for `minimumDuration`
            // seconds; a finger that lifts earlier ends it without running the action. The
            // default is half a second, so the second has to be written out.
            .onLongPressGesture(minimumDuration: 1) { revealed = true }
    }
}

#Preview { HiddenPIN() }
