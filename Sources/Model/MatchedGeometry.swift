/// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)` (TiS L3814–3904, spec
/// advanced-layout.md §2.10): the views of one group, named by namespace and id, take the source's
/// frame, size or position; a target is laid out as if `.frame(width: srcW, height: srcH)` and an
/// offset onto the source were inserted where the modifier is.
public struct MatchedGeometry: Sendable, Equatable {
    public enum Properties: String, Sendable { case frame, size, position }
    /// The group: the namespace as written and the id's value (`namespace "image"`).
    public let group: String
    public let properties: Properties
    /// The point matched: `.center` by default.
    public let anchor: UnitPoint
    public let isSource: Bool
    public init(group: String, properties: Properties, anchor: UnitPoint, isSource: Bool) {
        self.group = group; self.properties = properties; self.anchor = anchor; self.isSource = isSource
    }

    /// Whether the view takes the source's size, and its position.
    public var matchesSize: Bool { properties != .position }
    public var matchesPosition: Bool { properties != .size }
}
