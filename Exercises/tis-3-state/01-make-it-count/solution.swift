// Make each tap count.
struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        Button("Taps: \(taps)") { taps += 1 }
            .accessibilityIdentifier("taps")
    }
}

#Preview { TapCounter() }
