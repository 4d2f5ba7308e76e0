// The drop zone of an upload screen, between two other panels.
struct ContentView: View {
    var body: some View {
        VStack(spacing: 4) {
            Text("Recent uploads")
            Text("Drop files here")
                .frame(width: 200, height: 120)
                .overlay {
                    // `strokeBorder` insets the outline by half the line width (2 points), so the
                    // whole 4-point line lies inside the frame. `.stroke` would centre it on the
                    // frame's edge and spill 2 points onto the neighbours.
                    // The overlay is proposed the zone's size, so the rectangle is 200×120 too.
                    Rectangle()
                        .strokeBorder(.blue, style: StrokeStyle(lineWidth: 4, dash: [8, 6]))
                }
                .accessibilityIdentifier("zone")
            Text("Storage: 2 of 5 GB")
        }
    }
}
