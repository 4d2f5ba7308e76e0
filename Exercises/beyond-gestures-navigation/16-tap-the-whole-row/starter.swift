// A settings row that counts taps anywhere on it.
struct NetworkRow: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            HStack {
                Text("Wi-Fi")
                Spacer()
                Text("Home")
            }
            .padding()
            // TODO: make the whole row, padding included, take taps.
            .accessibilityIdentifier("row")
            .onTapGesture { taps += 1 }
            Text("Taps: \(taps)")
                .accessibilityIdentifier("taps")
        }
    }
}

#Preview { NetworkRow() }
