/// A learner's `Layout` used as a container (`FlowLayout { … }`; Thinking in SwiftUI L3374–3440,
/// Pro SwiftUI ch. 4): the layout engine calls its two methods, and the Language layer, which
/// interprets them, supplies them as closures. The subviews are what the engine answers for.
/// Unchecked `Sendable`: view values are built and laid out on one thread.
public struct CustomLayout: @unchecked Sendable {
    /// The learner's type, `FlowLayout`.
    public var name: String
    /// `sizeThatFits(proposal:subviews:cache:)`.
    public var sizeThatFits: (ProposedViewSize, any LayoutSubviewsAccess) throws -> Size
    /// `placeSubviews(in:proposal:subviews:cache:)`, given the bounds it is placed in.
    public var placeSubviews: (Rect, ProposedViewSize, any LayoutSubviewsAccess) throws -> Void
    /// `explicitAlignment(of:in:proposal:subviews:cache:)` when the layout declares it: a guide's
    /// position in the bounds' space, or nil for the guide's default.
    public var explicitAlignment: ((AlignmentKey, Rect, ProposedViewSize, any LayoutSubviewsAccess) throws -> Double?)?
    /// `layoutProperties.stackOrientation`: which way a `Divider` or `Spacer` inside runs.
    /// SwiftUI assumes vertical when the layout does not say (spec pro-swiftui-4-6.md §2.1 R11).
    public var stackOrientation: Axis?
    /// `spacing(subviews:cache:)` when the layout declares it: the room it wants around itself.
    public var spacing: ((any LayoutSubviewsAccess) throws -> ViewSpacing)?
    /// The layout's cache (the Language layer's), and how a layout built again for the same
    /// render-tree node takes over the cache of the one before it: SwiftUI keeps the cache while the
    /// node lives and calls `updateCache` when the layout or its subviews change (advanced-layout.md
    /// §2.2 item 1). Nil for a layout without a cache to keep.
    public var cache: AnyObject?
    public var continueCache: ((AnyObject) -> Void)?

    public init(name: String, stackOrientation: Axis? = .vertical,
                sizeThatFits: @escaping (ProposedViewSize, any LayoutSubviewsAccess) throws -> Size,
                placeSubviews: @escaping (Rect, ProposedViewSize, any LayoutSubviewsAccess) throws -> Void,
                explicitAlignment: ((AlignmentKey, Rect, ProposedViewSize, any LayoutSubviewsAccess) throws -> Double?)? = nil,
                spacing: ((any LayoutSubviewsAccess) throws -> ViewSpacing)? = nil,
                cache: AnyObject? = nil, continueCache: ((AnyObject) -> Void)? = nil) {
        self.name = name; self.stackOrientation = stackOrientation
        self.sizeThatFits = sizeThatFits; self.placeSubviews = placeSubviews; self.explicitAlignment = explicitAlignment
        self.spacing = spacing; self.cache = cache; self.continueCache = continueCache
    }
}

/// What a learner's layout may ask of its subviews (`LayoutSubview`), answered by the engine: one
/// proxy per subview, in the order the builder lists them. `source` names the learner's line that
/// asked (`flow.swift:41`), for the trace; it is only read when a trace is recorded.
public protocol LayoutSubviewsAccess: AnyObject {
    var count: Int { get }
    /// `subview.sizeThatFits(proposal)`.
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, source: @autoclosure () -> String) throws -> Size
    /// `subview.dimensions(in: proposal)`: the size and the alignment guides.
    func dimensions(_ index: Int, _ proposal: ProposedViewSize, source: @autoclosure () -> String) throws -> ViewDimensions
    /// `subview.place(at:anchor:proposal:)`: `position` is in the bounds' space.
    func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize, source: @autoclosure () -> String) throws
    /// `subview[Key.self]`: its `.layoutValue(key:value:)`, nil when it has none.
    func layoutValue(_ index: Int, key: String) -> (any LearnerValue)?
    /// `subview.priority`: its `.layoutPriority`, 0 by default.
    func priority(_ index: Int) -> Double
    /// `subview.spacing`: the room the subview wants around it.
    func spacing(_ index: Int) throws -> ViewSpacing
}
