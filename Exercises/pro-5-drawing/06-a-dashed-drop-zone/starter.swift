// The drop zone of an upload screen, between two other panels.
struct ContentView: View {
    var body: some View {
        VStack(spacing: 4) {
            Text("Recent uploads")
            Text("Drop files here")
                .frame(width: 200, height: 120)
                .overlay {
                    // TODO: a dashed border (4 points wide, dashes of 8, gaps of 6) inside the frame.
                    Rectangle()
                        .stroke(.blue, lineWidth: 4)
                }
                .accessibilityIdentifier("zone")
            Text("Storage: 2 of 5 GB")
        }
    }
}
