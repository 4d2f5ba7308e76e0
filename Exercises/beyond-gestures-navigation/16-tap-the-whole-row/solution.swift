// A settings row that counts taps anywhere on it.
// 设置中的一行，点按它的任何地方都会计数。
struct NetworkRow: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            HStack {
                Text("Wi-Fi")
                Spacer()
                Text("Home")
            }
            .padding()
            // A gesture gets the touches that land on what its view draws: the two texts. A
            // content shape replaces that with a shape in the view's frame; here, the frame of
            // the padded row, so the gap and the padding count. Put before `.padding()`, it would
            // leave the padding out.
            // 手势接收落在它的视图所绘制内容上的触摸：也就是两个文本。
            // contentShape 把它换成视图框架中的一个形状；这里是加了内边距的这一行的框架，
            // 所以间隙和内边距也算在内。放在 `.padding()` 之前的话，就不包括内边距了。
            .contentShape(Rectangle())
            .accessibilityIdentifier("row")
            .onTapGesture { taps += 1 }
            Text("Taps: \(taps)")
                .accessibilityIdentifier("taps")
        }
    }
}

#Preview { NetworkRow() }
