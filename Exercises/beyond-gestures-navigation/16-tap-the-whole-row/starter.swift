// A settings row that counts taps anywhere on it.
// 设置中的一行，点按它的任何地方都会计数。
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
            // TODO：让整行（包括内边距）都能接收点按。
            .accessibilityIdentifier("row")
            .onTapGesture { taps += 1 }
            Text("Taps: \(taps)")
                .accessibilityIdentifier("taps")
        }
    }
}

#Preview { NetworkRow() }
