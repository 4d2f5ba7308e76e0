// A round "NEW" badge for the shop's new products.
struct ContentView: View {
    var body: some View {
        HStack {
            Text("Trail shoes")
            Circle()
                // TODO: a linear gradient from yellow at the top to red at the bottom.
                .fill(.orange)
                .frame(width: 64, height: 64)
                .overlay { Text("NEW").font(.caption) }
                .accessibilityIdentifier("badge")
        }
    }
}
