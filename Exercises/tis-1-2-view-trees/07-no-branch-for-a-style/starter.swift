// Remove the branch: one Text whose padding follows `highlighted`.
// 去掉分支：只用一个 Text，让它的内边距跟随 `highlighted`。
let highlighted = true

#Preview {
    // TODO: replace the if/else with a single view.
    // TODO：把 if/else 换成单个视图。
    if highlighted {
        Text("Favorite").padding(20).accessibilityIdentifier("label")
    } else {
        Text("Favorite").accessibilityIdentifier("label")
    }
}
