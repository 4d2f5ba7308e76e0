import ViewlabModel

/// A child's size for one proposal, with its alignment guides (B2004–2010, B2064): what a parent
/// needs to place it.
public struct Dimensions {
    public let size: Size
    public let node: LayoutNode
    public let proposal: ProposedViewSize
    let context: LayoutContext

    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The guide's explicit value if the view sets one, else its default.
    public func guide(_ key: AlignmentKey) throws -> Double {
        try context.guide(key, of: node, size: size, proposal: proposal)
    }

    /// The explicit value only (custom guides and baselines propagate through containers, B2131).
    public func explicitGuide(_ key: AlignmentKey) throws -> Double? {
        guard node.mayHaveExplicitGuides else { return nil }
        return try context.acting(as: node) {
            try node.algorithm.explicitAlignment(key, size: size, proposal: proposal, children: node.children,
                                                 context: context)
        }
    }
}

extension AlignmentKey {
    /// The implicit value every view has, computed from its size (B2004–2010): leading 0, center
    /// w/2, trailing w; top 0, center h/2, bottom h; a view without text has its baselines at its
    /// height (B2010). Custom guides come from `defaultValue(in:)` and are not handled here.
    func builtInDefault(for size: Size) -> Double? {
        switch self {
        case .leading, .top: 0
        case .horizontalCenter: size.width / 2
        case .verticalCenter: size.height / 2
        case .trailing: size.width
        case .bottom, .firstTextBaseline, .lastTextBaseline: size.height
        case .custom: nil
        }
    }

    /// Keys a container passes on from its children: custom IDs (B2131–2186) and baselines
    /// (spec layout.md §2.5). Other built-in guides stop at a stack (B2129).
    var propagatesThroughContainers: Bool {
        switch self {
        case .custom, .firstTextBaseline, .lastTextBaseline: true
        default: false
        }
    }
}
