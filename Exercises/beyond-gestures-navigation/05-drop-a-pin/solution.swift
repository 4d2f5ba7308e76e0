// A map where a tap drops the pin on the spot that was tapped.
struct PinMap: View {
    @State private var pin = CGPoint(x: 100, y: 100)
    var body: some View {
        ZStack {
            Color.mint
                .accessibilityIdentifier("map")
                // This form of onTapGesture hands the action the tap's location. It is in the
                // map's own coordinates (`.local`, the default): (0, 0) is the map's top-left
                // corner. The map fills the ZStack, and `.position` places the pin in the ZStack's
                // coordinates, so the point can be used as it is.
                .onTapGesture { location in pin = location }
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
