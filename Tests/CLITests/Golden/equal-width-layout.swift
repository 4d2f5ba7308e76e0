// Pro SwiftUI ch. 4 (spec pro-swiftui-4-6.md §2.5, EqualWidthHStack), in our words: a cache made
// once by makeCache, the default spacing between subviews, placement by the centre.
struct EqualWidthHStack: Layout {
    struct CacheData { var maxSize: CGSize; var spacing: [CGFloat] }
    func makeCache(subviews: Subviews) -> CacheData {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize = sizes.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        let spacing = subviews.indices.map { i in
            i == subviews.count - 1 ? 0 : subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal)
        }
        return CacheData(maxSize: maxSize, spacing: spacing)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        let total = cache.spacing.reduce(0, +)
        return CGSize(width: cache.maxSize.width * CGFloat(subviews.count) + total, height: cache.maxSize.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        let placementProposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var x = bounds.minX + cache.maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
            x += cache.maxSize.width + cache.spacing[index]
        }
    }
}
EqualWidthHStack {
    Text("One")
    Text("Three")
    Color.red.frame(width: 20, height: 20).layoutPriority(1)
}
