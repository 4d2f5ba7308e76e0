// One card, two arrangements.
let compact = true
// TODO: choose a vertical layout when compact, a horizontal one otherwise.
let layout = AnyLayout(HStackLayout(spacing: 8))

#Preview {
    layout {
        Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("picture")
        Text("Ada Lovelace").accessibilityIdentifier("name")
    }
}
