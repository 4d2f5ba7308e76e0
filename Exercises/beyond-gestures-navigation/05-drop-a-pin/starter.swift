// A map where a tap drops the pin on the spot that was tapped.
// 一张地图，点按会把大头针放在点按的位置。
struct PinMap: View {
    @State private var pin = CGPoint(x: 100, y: 100)
    var body: some View {
        ZStack {
            Color.mint
                .accessibilityIdentifier("map")
                // TODO: move the pin to the point that was tapped.
                // TODO：把大头针移到点按的那个点。
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
