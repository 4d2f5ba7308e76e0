// Write the code whose tree is drawn in README.md.
// 写出 README.md 里画的那棵树对应的代码。
#Preview {
    // TODO: replace EmptyView() with the view of the drawing.
    // TODO：把 EmptyView() 换成图中的视图。
    EmptyView()
}
