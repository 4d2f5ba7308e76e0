// frame(maxWidth: .infinity, alignment: .trailing) takes the whole proposed width and places the
// text at its trailing edge: one view instead of a stack with a spacer.
// frame(maxWidth: .infinity, alignment: .trailing) 占用整个建议宽度，并把文本放在它的尾边：
// 一个视图，而不是一个带 Spacer 的堆栈。
#Preview {
    Text("Some right-aligned text")
        .accessibilityIdentifier("label")
        .frame(maxWidth: .infinity, alignment: .trailing)
}
