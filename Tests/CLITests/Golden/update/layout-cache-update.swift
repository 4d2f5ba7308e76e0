// A learner's layout keeps its cache while its node lives (advanced-layout.md §2.2 item 1): each
// time the layout is built again (the parent's body re-ran), SwiftUI calls updateCache on the cache
// the layout before it made. The row's width shows the cache: 100 + gap + 5 per update, so 100,
// then 115, then 130.
// event: tap "Wider"
// event: tap "Wider"
import SwiftUI

struct Row: Layout {
    var gap: Double
    func makeCache(subviews: Subviews) -> Int { 0 }
    func updateCache(_ cache: inout Int, subviews: Subviews) { cache += 1 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: 100 + gap + Double(cache) * 5, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}
struct ContentView: View {
    @State private var gap = 0.0
    var body: some View {
        VStack {
            Row(gap: gap) { Text("A") }
            Button("Wider") { withAnimation(.linear(duration: 0.1)) { gap += 10 } }
        }
    }
}
