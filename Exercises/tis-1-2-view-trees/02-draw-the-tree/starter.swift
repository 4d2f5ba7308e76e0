// Write the code whose tree is drawn in README.md.
#Preview {
    // TODO: replace EmptyView() with the view of the drawing.
    EmptyView()
}
