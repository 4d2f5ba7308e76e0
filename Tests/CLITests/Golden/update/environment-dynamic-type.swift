struct Icon: View {
    @Environment(\.dynamicTypeSize.isAccessibilitySize) private var big
    var body: some View {
        Text(big ? "big" : "small")
    }
}
struct Sizes: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View {
        if size < .large { Image(systemName: "star") }
        Text("\(size)")
    }
}
struct ContentView: View {
    @State private var size = DynamicTypeSize.large
    var body: some View {
        VStack {
            Button("Next") { size = size == .large ? .xLarge : size == .xLarge ? .xxxLarge : size == .xxxLarge ? .accessibility1 : .small }
            Icon()
            Sizes()
        }
        .dynamicTypeSize(size)
    }
}
// Golden cases 3–4 (environment-animation.md §4, TiS L2229–L2258): a size below .large inserts the
// image; a view that reads only .isAccessibilitySize runs again only when that Bool flips.
// event: tap "Next"
// event: tap "Next"
// event: tap "Next"
// event: tap "Next"
