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
            // A gesture gets the touches that land on what its view draws: the two texts. A
            // content shape replaces that with a shape in the view's frame; here, the frame of
            // the padded row, so the gap and the padding count. Put before `.padding()`, it would
            // leave the padding out.
            .contentShape(Rectangle())
            .accessibilityIdentifier("row")
            .onTapGesture { taps += 1 }
            Text("Taps: \(taps)")
                .accessibilityIdentifier("taps")
        }
    }
}

#Preview { NetworkRow() }
