// The drop zone of an upload screen, between two other panels.
// 上传界面的拖放区域，位于另外两个面板之间。
struct ContentView: View {
    var body: some View {
        VStack(spacing: 4) {
            Text("Recent uploads")
            Text("Drop files here")
                .frame(width: 200, height: 120)
                .overlay {
                    // TODO: a dashed border (4 points wide, dashes of 8, gaps of 6) inside the frame.
                    // TODO：框架内侧的虚线边框（4 点宽，线段 8，间隔 6）。
                    Rectangle()
                        .stroke(.blue, lineWidth: 4)
                }
                .accessibilityIdentifier("zone")
            Text("Storage: 2 of 5 GB")
        }
    }
}
