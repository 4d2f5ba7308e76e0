// Two sticky notes side by side, each on its own colour.
// 两张并排的便签，各自有自己的底色。
#Preview {
    HStack(alignment: .top) {
        Text("Milk")
            .padding()
            // A flexible height up to infinity lets each note take whatever height the stack
            // finally gives it...
            // 最大高度为无穷的灵活框架，让每张便签都能接受堆栈最终给它的任何高度……
            .frame(maxHeight: .infinity)
            .background(Color.cyan)
            .accessibilityIdentifier("left")
        Text("Call the plumber about the dripping kitchen tap")
            .accessibilityIdentifier("note")
            .padding()
            .frame(maxHeight: .infinity)
            .background(Color.yellow)
            .accessibilityIdentifier("right")
    }
    // ...and fixing the stack's height proposes nil: the stack asks for its ideal height, the
    // tallest note's, and then lays both notes out at that height instead of the window's.
    // ……而固定堆栈的高度会建议 nil：堆栈要的是自己的理想高度，也就是最高那张便签的高度，
    // 然后按这个高度、而不是窗口的高度来布局两张便签。
    .fixedSize(horizontal: false, vertical: true)
}
