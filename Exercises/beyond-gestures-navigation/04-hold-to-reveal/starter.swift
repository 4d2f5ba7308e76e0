// A PIN that shows only to someone who holds a finger on it for a whole second.
struct HiddenPIN: View {
    @State private var revealed = false
    var body: some View {
        Text(revealed ? "PIN 4711" : "Hold to show the PIN")
            .padding()
            .background(.yellow)
            .accessibilityIdentifier("pin")
            // TODO: reveal only after a press held for one second; a shorter press does nothing.
            .onTapGesture { revealed = true }
    }
}

#Preview { HiddenPIN() }
