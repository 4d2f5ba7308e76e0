// The drop zone of an upload screen, between two other panels.
// 上传界面的拖放区域，位于另外两个面板之间。
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
                    // `strokeBorder` 把轮廓向内缩进线宽的一半（2 点），
                    // 所以整条 4 点宽的线都在框架里面。`.stroke` 会让线以框架边缘为中心，
                    // 向相邻的面板溢出 2 点。overlay 收到的建议尺寸是这个区域的尺寸，
                    // 所以矩形也是 200×120。
                    Rectangle()
                        .strokeBorder(.blue, style: StrokeStyle(lineWidth: 4, dash: [8, 6]))
                }
                .accessibilityIdentifier("zone")
            Text("Storage: 2 of 5 GB")
        }
    }
}
