/// How much room a view wants beside it on each edge, SwiftUI's `ViewSpacing`: two neighbours in a
/// stack without a `spacing:` are `distance(to:along:)` apart, the larger of the two edges that face
/// each other. viewlab gives every view the same gap on every edge (advanced-layout.md §2.2 item 4,
/// [design]: one default gap of 8); a learner's layout may answer otherwise in
/// `spacing(subviews:cache:)`, and by default answers its subviews' values merged (§2.2 item 5).
public struct ViewSpacing: Equatable, Sendable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// The default gap between two views (NIS, spec layout.md §7: "Default spacing | 8").
    public static let standardGap = 8.0

    /// The same gap on every edge: what every built-in view asks for.
    public static func uniform(_ gap: Double) -> ViewSpacing { ViewSpacing(top: gap, leading: gap, bottom: gap, trailing: gap) }
    public static let zero = uniform(0)

    /// Each edge in `edges` the larger of the two; the others as they are.
    public func union(_ other: ViewSpacing, edges: EdgeSet = .all) -> ViewSpacing {
        var out = self
        if edges.contains(.top) { out.top = max(top, other.top) }
        if edges.contains(.leading) { out.leading = max(leading, other.leading) }
        if edges.contains(.bottom) { out.bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { out.trailing = max(trailing, other.trailing) }
        return out
    }

    /// The distance to a view after this one along `axis`: the larger of this view's trailing (or
    /// bottom) edge and the other's leading (or top) edge.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
