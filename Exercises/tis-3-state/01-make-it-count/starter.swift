// Make each tap count.
struct TapCounter: View {
    // TODO: keep the count in state that lives in the node.
    let taps = 0
    var body: some View {
        Button("Taps: \(taps)") { print("tapped") }
            .accessibilityIdentifier("taps")
    }
}

#Preview { TapCounter() }
