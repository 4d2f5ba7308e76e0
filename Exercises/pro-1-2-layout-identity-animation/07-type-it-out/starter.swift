// A message that types itself out, letter by letter, as its count animates.
// 一条会自己逐字打出来的消息：随着计数的动画，一个字母一个字母地出现。

// TODO: let the animation hand the view its in-between counts, and reserve the whole message's
// size from the start.
// 待办：让动画把中间的计数交给视图，并从一开始就占好整条消息的尺寸。
struct TypewriterText: View {
    let message: String
    var count: Int

    var body: some View {
        ZStack(alignment: .topLeading) {
            Text(message.prefix(count))
                .accessibilityIdentifier("typed")
        }
        .accessibilityIdentifier("box")
    }
}

var letters = 0

#Preview {
    TypewriterText(message: "Hello, World!", count: letters)
}
