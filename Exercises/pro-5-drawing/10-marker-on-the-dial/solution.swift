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
                // The offset draws the dot 50 points above its layout frame, at 12 o'clock. The
                // rotation then turns everything inside it about the centre of that frame — still
                // the dial's centre, since offsets do not move frames — so the dot swings 60°
                // clockwise along the ring, to 2 o'clock. In the other order the rotation turns a
                // round dot in place, and the offset then moves it straight up.
                // offset 把圆点画在它的布局框架上方 50 点处，也就是 12 点。
                // 然后旋转让它里面的一切绕这个框架的中心转动——这仍然是表盘的中心，
                // 因为偏移不会移动框架——于是圆点沿着圆环顺时针转过 60°，到了 2 点。如果顺序相反，
                // 旋转只是让一个圆点原地转动，然后偏移再把它直接往上移。
                .offset(y: -50)
                .rotationEffect(.degrees(60))
        }
        .frame(width: 120, height: 120)
        .accessibilityIdentifier("dial")
    }
}
