/// View lists (*Thinking in SwiftUI* L121–220): what a container sees as its children.
extension ViewValue {
    /// The flattened elements a container lays out. TupleViews, the active branch of a conditional,
    /// a present Optional, ForEach elements, Groups and custom views whose body is a list are unfolded
    /// recursively (L168, L206); an absent Optional and EmptyView contribute nothing. A modifier on a
    /// list applies to each element (L213, L218).
    public var listElements: [ViewValue] { identifiedElements.map(\.view) }

    /// The list elements with their identity within the list (view-trees-state.md §2.5, L286–313):
    /// the position in each TupleView, `if`/`else` for a conditional's branch, `some` for a
    /// present Optional, and `id(…)` for a ForEach element or an `.id(_:)`. Two elements with the
    /// same identity before and after a change are the same view; anything else is a removal and an
    /// insertion.
    public var identifiedElements: [(view: ViewValue, identity: String)] {
        func under(_ head: String, _ elements: [(view: ViewValue, identity: String)]) -> [(view: ViewValue, identity: String)] {
            elements.map { ($0.view, $0.identity.isEmpty ? head : head + "." + $0.identity) }
        }
        switch self {
        case .tuple(let items): return items.enumerated().flatMap { i, item in under("\(i)", item.identifiedElements) }
        case .optional(let content, let isPresent): return isPresent ? under("some", content.identifiedElements) : []
        case .conditional(let a, let b, let isFirst): return under(isFirst ? "if" : "else", (isFirst ? a : b).identifiedElements)
        case .forEach(let f): return f.elements.flatMap { under("id(\($0.id))", $0.view.identifiedElements) }
        case .empty: return []
        case .container(let c):
            if case .group = c.kind { return c.content.identifiedElements }
            return [(self, "")]
        case .custom(let c):
            let inner = c.body.identifiedElements
            return inner.count == 1 ? [(self, inner[0].identity)] : inner
        case .modified(let content, let modifier):
            let inner = content.identifiedElements
            return inner.count == 1 ? [(self, inner[0].identity)] : inner.map { (.modified($0.view, modifier), $0.identity) }
        case .identified(let content, let id, let idType):
            let inner = under("id(\(id))", content.identifiedElements)
            return inner.count == 1 ? [(self, inner[0].identity)] : inner.map { (.identified($0.view, id: id, idTypeName: idType), $0.identity) }
        default:
            return [(self, "")]
        }
    }

    /// The one view a list of exactly one element stands for, looking through list producers; nil
    /// when the value is not a single view.
    public var singleElement: ViewValue? {
        let elements = listElements
        return elements.count == 1 ? elements[0] : nil
    }
}
