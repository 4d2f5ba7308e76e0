// A map where a tap drops the pin on the spot that was tapped.
// 一张地图，点按会把大头针放在点按的位置。
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
                // 这种形式的 onTapGesture 会把点按的位置交给动作。
                // 它使用的是地图自己的坐标（`.local`，默认值）：(0, 0) 是地图的左上角。
                // 地图填满了 ZStack，而 `.position` 在 ZStack 的坐标中放置大头针，
                // 所以这个点可以直接使用。
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
