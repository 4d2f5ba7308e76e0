// Style every line of the ticket with one .font modifier on its stack.
struct ContentView: View {
    var body: some View {
        // TODO: the card should be .title2 now: one .font on the VStack, none on the Texts.
        VStack(alignment: .leading, spacing: 6) {
            Text("Night Ferry").font(.title)
                .accessibilityIdentifier("route")
            Text("Departs 21:40").font(.title)
                .accessibilityIdentifier("departs")
            Text("Gate 3").font(.title)
                .accessibilityIdentifier("gate")
        }
        .padding(12)
        .background(Color.yellow)
    }
}
