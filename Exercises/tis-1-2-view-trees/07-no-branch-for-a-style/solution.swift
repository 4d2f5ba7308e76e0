// A value that changes inside one view keeps the view's identity: the tree has a single path to
// the Text whether or not it is highlighted.
let highlighted = true

#Preview {
    Text("Favorite")
        .padding(highlighted ? 20 : 0)
        .accessibilityIdentifier("label")
}
