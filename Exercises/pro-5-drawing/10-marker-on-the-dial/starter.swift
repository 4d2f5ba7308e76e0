// An alarm clock's dial, with a red marker at the alarm time: 2 o'clock.
// 闹钟的表盘，闹铃时间处有一个红色标记：2 点。
struct ContentView: View {
    var body: some View {
        ZStack {
            Circle()
                .stroke(.gray, lineWidth: 2)
            Circle()
                .fill(.red)
                .frame(width: 12, height: 12)
                .accessibilityIdentifier("marker")
                // TODO: the marker is drawn at 12 o'clock. Which effect should come first?
                // TODO：标记画在了 12 点。哪个效果应该在前？
                .rotationEffect(.degrees(60))
                .offset(y: -50)
        }
        .frame(width: 120, height: 120)
        .accessibilityIdentifier("dial")
    }
}
