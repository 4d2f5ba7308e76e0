// A PIN that shows only to someone who holds a finger on it for a whole second.
// 一个 PIN 码，只有手指按住它整整一秒的人才能看到。
struct HiddenPIN: View {
    @State private var revealed = false
    var body: some View {
        Text(revealed ? "PIN 4711" : "Hold to show the PIN")
            .padding()
            .background(.yellow)
            .accessibilityIdentifier("pin")
            // TODO: reveal only after a press held for one second; a shorter press does nothing.
            // TODO：只有按住一秒之后才显示；更短的按压什么也不做。
            .onTapGesture { revealed = true }
    }
}

#Preview { HiddenPIN() }
