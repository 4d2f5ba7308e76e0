// A message that types itself out, letter by letter, as its count animates.
// 一条会自己逐字打出来的消息：随着计数的动画，一个字母一个字母地出现。
struct TypewriterText: View, Animatable {
    let message: String
    var count: Int

    // Animatable hands the view every in-between value of the animation; the view decides what
    // to do with it. Letters come in whole, so the value is rounded down to a count.
    // Animatable 把动画的每一个中间值交给视图，由视图决定怎么用。字母只能整个出现，所以把这个
    // 值向下取整成一个计数。
    var animatableData: Double {
        get { Double(count) }
        set { count = Int(max(0, newValue)) }
    }

    var body: some View {
        // The whole message, hidden, reserves the final size from the first frame, so nothing
        // around the text moves while it types; the visible part is drawn over it from the
        // top-leading corner.
        // 隐藏的完整消息从第一帧起就占好了最终的尺寸，打字时周围什么都不会移动；可见的部分从
        // 左上角开始画在它上面。
        ZStack(alignment: .topLeading) {
            Text(message)
                .hidden()
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
