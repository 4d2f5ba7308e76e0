import ViewlabModel

/// A placed `Text` as it is drawn: its lines as layout broke them, each with its width in the text
/// metric, the line height, the ascent (the first baseline) and the point size.
public struct DrawnText: Sendable {
    public var lines: [(text: String, width: Double)]
    public var lineHeight: Double
    public var ascent: Double
    public var pointSize: Double
    public var isBold: Bool
}

extension LayoutResult {
    /// The lines of the text node at `index`, broken for the proposal it was placed with; nil for
    /// a node that is not a `Text`. Computed when a picture asks (the layout's answers are cached).
    public func drawnText(at index: Int) -> DrawnText? {
        guard let leaf = nodes[index].node.algorithm as? TextLeaf else { return nil }
        return leaf.drawnText(nodes[index].proposal, metrics: textMetrics)
    }
}
