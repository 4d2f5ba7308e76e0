// A map where a tap drops the pin on the spot that was tapped.
struct PinMap: View {
    @State private var pin = CGPoint(x: 100, y: 100)
    var body: some View {
        ZStack {
            Color.mint
                .accessibilityIdentifier("map")
                // TODO: move the pin to the point that was tapped.
                .onTapGesture { print("tapped the map") }
            Circle()
                .fill(.red)
                .frame(width: 12, height: 12)
                .accessibilityIdentifier("pin")
                .position(pin)
        }
        .frame(width: 200, height: 200)
    }
}

#Preview { PinMap() }
