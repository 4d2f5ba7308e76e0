// Style every line of the ticket with one .font modifier on its stack.
// 用堆栈上的一个 .font 修饰器给票据的每一行设置样式。
//
// `.font` on a container does not change the container: it writes the font into the environment,
// and every Text below reads it from there when it is laid out. So one modifier on the VStack
// reaches all three lines, and the next change of style is a change in one place.
// 容器上的 `.font` 并不改变容器本身：它把字体写进环境，下面的每个 Text 在布局时从那里读取它。
// 所以 VStack 上的一个修饰器就能作用到全部三行，下次改样式也只需要改一个地方。
//
// The Texts must lose their own `.font(.title)`: a font set on the Text itself is closer to the
// Text than the stack's, so it would win and the lines would stay 28 points high.
// 各个 Text 必须去掉自己的 `.font(.title)`：直接设在 Text 上的字体比堆栈上的离 Text 更近，
// 所以它会胜出，各行就会保持 28 点高。
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Night Ferry")
                .accessibilityIdentifier("route")
            Text("Departs 21:40")
                .accessibilityIdentifier("departs")
            Text("Gate 3")
                .accessibilityIdentifier("gate")
        }
        .font(.title2)
        .padding(12)
        .background(Color.yellow)
    }
}
