// Style every line of the ticket with one .font modifier on its stack.
// 用堆栈上的一个 .font 修饰器给票据的每一行设置样式。
struct ContentView: View {
    var body: some View {
        // TODO: the card should be .title2 now: one .font on the VStack, none on the Texts.
        // TODO：卡片现在应该是 .title2：VStack 上一个 .font，各个 Text 上都不要。
        VStack(alignment: .leading, spacing: 6) {
            Text("Night Ferry").font(.title)
                .accessibilityIdentifier("route")
            Text("Departs 21:40").font(.title)
                .accessibilityIdentifier("departs")
            Text("Gate 3").font(.title)
                .accessibilityIdentifier("gate")
        }
        .padding(12)
        .background(Color.yellow)
    }
}
