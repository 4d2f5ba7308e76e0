// Make each tap count.
// 让每一次点按都被计数。
struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        Button("Taps: \(taps)") { taps += 1 }
            .accessibilityIdentifier("taps")
    }
}

#Preview { TapCounter() }
