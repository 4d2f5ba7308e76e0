// Style every line of the ticket with one .font modifier on its stack.
//
// `.font` on a container does not change the container: it writes the font into the environment,
// and every Text below reads it from there when it is laid out. So one modifier on the VStack
// reaches all three lines, and the next change of style is a change in one place.
//
// The Texts must lose their own `.font(.title)`: a font set on the Text itself is closer to the
// Text than the stack's, so it would win and the lines would stay 28 points high.
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Night Ferry")
                .accessibilityIdentifier("route")
            Text("Departs 21:40")
                .accessibilityIdentifier("departs")
            Text("Gate 3")
                .accessibilityIdentifier("gate")
        }
        .font(.title2)
        .padding(12)
        .background(Color.yellow)
    }
}
