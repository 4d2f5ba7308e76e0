/// View lists (*Thinking in SwiftUI* L121–220): what a container sees as its children.
extension ViewValue {
    /// The flattened elements a container lays out. TupleViews, the active branch of a conditional,
    /// a present Optional, ForEach elements, Groups and custom views whose body is a list are unfolded
    /// recursively (L168, L206); an absent Optional and EmptyView contribute nothing. A modifier on a
    /// list applies to each element (L213, L218).
    public var listElements: [ViewValue] {
        switch self {
        case .tuple(let items): return items.flatMap(\.listElements)
        case .optional(let content, let isPresent): return isPresent ? content.listElements : []
        case .conditional(let a, let b, let isFirst): return (isFirst ? a : b).listElements
        case .forEach(let f): return f.elements.flatMap(\.view.listElements)
        case .empty: return []
        case .container(let c):
            if case .group = c.kind { return c.content.listElements }
            return [self]
        case .custom(let c):
            let inner = c.body.listElements
            return inner.count == 1 ? [self] : inner
        case .modified(let content, let modifier):
            let inner = content.listElements
            return inner.count == 1 ? [self] : inner.map { .modified($0, modifier) }
        case .identified(let content, let id, let idType):
            let inner = content.listElements
            return inner.count == 1 ? [self] : inner.map { .identified($0, id: id, idTypeName: idType) }
        default:
            return [self]
        }
    }

    /// The one view a list of exactly one element stands for, looking through list producers; nil
    /// when the value is not a single view.
    public var singleElement: ViewValue? {
        let elements = listElements
        return elements.count == 1 ? elements[0] : nil
    }
}
