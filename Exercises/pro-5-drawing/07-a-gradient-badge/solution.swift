// A round "NEW" badge for the shop's new products.
struct ContentView: View {
    var body: some View {
        HStack {
            Text("Trail shoes")
            Circle()
                // A gradient is a paint: the circle's outline decides where it shows, and the unit
                // points `.top` and `.bottom` are the middles of the circle's top and bottom edges.
                // Halfway down the two colours mix to orange.
                .fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                .frame(width: 64, height: 64)
                .overlay { Text("NEW").font(.caption) }
                .accessibilityIdentifier("badge")
        }
    }
}
