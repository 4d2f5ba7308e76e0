// A PIN that shows only to someone who holds a finger on it for a whole second.
// 一个 PIN 码，只有手指按住它整整一秒的人才能看到。
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
            // 手指按住 `minimumDuration` 秒之后，长按就成功了；提前抬起的手指会结束它，
            // 而不执行动作。默认值是半秒，所以一秒必须明确写出来。
            .onLongPressGesture(minimumDuration: 1) { revealed = true }
    }
}

#Preview { HiddenPIN() }
