// AnyLayout erases the layout's type, so both choices make the same kind of container in the same
// place in the tree: switching it rearranges the views without replacing them.
let compact = true
let layout = compact ? AnyLayout(VStackLayout(spacing: 8)) : AnyLayout(HStackLayout(spacing: 8))

#Preview {
    layout {
        Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("picture")
        Text("Ada Lovelace").accessibilityIdentifier("name")
    }
}
