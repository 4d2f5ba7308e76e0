// Span the width: the teal bar should be as wide as the space it is offered.
// 撑满宽度：青色条应该和它得到的空间一样宽。
#Preview {
    Text("Favorite")
        .padding(8)
        // TODO: replace this fixed width with a frame that takes the proposed width.
        // TODO：把这个固定宽度换成一个接受建议宽度的框架。
        .frame(width: 320)
        .background(Color.teal)
        .accessibilityIdentifier("bar")
}
