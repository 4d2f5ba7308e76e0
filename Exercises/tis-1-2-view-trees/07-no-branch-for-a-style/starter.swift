// Remove the branch: one Text whose padding follows `highlighted`.
let highlighted = true

#Preview {
    // TODO: replace the if/else with a single view.
    if highlighted {
        Text("Favorite").padding(20).accessibilityIdentifier("label")
    } else {
        Text("Favorite").accessibilityIdentifier("label")
    }
}
