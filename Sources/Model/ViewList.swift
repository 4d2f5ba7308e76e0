/// View lists (*Thinking in SwiftUI* L121–220): what a container sees as its children.
extension ViewValue {
    /// The flattened elements a container lays out. TupleViews, the active branch of a conditional,
    /// a present Optional, ForEach elements, Groups and custom views whose body is a list are unfolded
    /// recursively (L168, L206); an absent Optional and EmptyView contribute nothing. A modifier on a
    /// list applies to each element (L213, L218).
    public var listElements: [ViewValue] {
        var elements: [(view: ViewValue, identity: NoIdentity)] = []
        appendElements(to: &elements, under: NoIdentity())
        return elements.map(\.view)
    }

    /// A tuple's first positions as identity steps, spelled once rather than for every element.
    private static let positions = (0..<16).map { "\($0)" }

    /// The list elements with their identity within the list (view-trees-state.md §2.5, L286–313):
    /// the position in each TupleView, `if`/`else` for a conditional's branch, `some` for a
    /// present Optional, and `id(…)` for a ForEach element or an `.id(_:)`. Two elements with the
    /// same identity before and after a change are the same view; anything else is a removal and an
    /// insertion.
    public var identifiedElements: [(view: ViewValue, identity: String)] {
        var elements: [(view: ViewValue, identity: String)] = []
        appendElements(to: &elements, under: "")
        return elements
    }

    /// A Grid's rows: the identified elements, with each `GridRow` kept whole as one element (a
    /// GridRow anywhere else unfolds like a Group, *Pro SwiftUI* L2352–2355).
    public var gridRows: [(view: ViewValue, identity: String)] {
        var elements: [(view: ViewValue, identity: String)] = []
        appendElements(to: &elements, under: "", keepingGridRows: true)
        return elements
    }

    /// Appends the elements to `elements`, each identified by the path of list producers from the
    /// outermost down (`0.id(3).if`), which starts with `path`. One walk serves both properties;
    /// `listElements` walks with `NoIdentity`, so it builds no identity strings only to drop them.
    private func appendElements<Identity: ListIdentity>(to elements: inout [(view: ViewValue, identity: Identity)],
                                                        under path: Identity, keepingGridRows rows: Bool = false) {
        switch self {
        case .tuple(let items):
            // Room for the items at once when they start the list: a stack's children are usually
            // its tuple's (grown one by one, a row of three made three arrays). Not later, where an
            // exact reservation for each of many tuples would copy the list each time.
            if elements.isEmpty { elements.reserveCapacity(items.count) }
            for (i, item) in items.enumerated() {
                item.appendElements(to: &elements, under: path.extended(by: i < Self.positions.count ? Self.positions[i] : "\(i)"), keepingGridRows: rows)
            }
        case .optional(let content, let isPresent):
            if isPresent { content.appendElements(to: &elements, under: path.extended(by: "some"), keepingGridRows: rows) }
        case .conditional(let a, let b, let isFirst):
            (isFirst ? a : b).appendElements(to: &elements, under: path.extended(by: isFirst ? "if" : "else"), keepingGridRows: rows)
        case .forEach(let f):
            for element in f.elements { element.view.appendElements(to: &elements, under: path.extended(by: "id(\(element.id))"), keepingGridRows: rows) }
        case .empty:
            break
        case .container(let c):
            switch c.kind {
            case .group: c.content.appendElements(to: &elements, under: path, keepingGridRows: rows)
            case .gridRow where !rows: c.content.appendElements(to: &elements, under: path)
            default: elements.append((self, path))
            }
        case .custom(let c) where c.source != nil:
            // Not resolved yet (its body is the update cycle's to run): one element, as it stands.
            elements.append((self, path))
        case .custom(let c):
            let start = elements.count
            c.body.appendElements(to: &elements, under: path, keepingGridRows: rows)
            if elements.count - start == 1 { elements[start].view = self }
        case .modified(let content, let modifier):
            let start = elements.count
            content.appendElements(to: &elements, under: path, keepingGridRows: rows)
            if elements.count - start == 1 {
                elements[start].view = self
            } else {
                for i in start..<elements.count { elements[i].view = .modified(elements[i].view, modifier) }
            }
        case .identified(let content, let id, let idType):
            let start = elements.count
            content.appendElements(to: &elements, under: path.extended(by: "id(\(id))"), keepingGridRows: rows)
            if elements.count - start == 1 {
                elements[start].view = self
            } else {
                for i in start..<elements.count { elements[i].view = .identified(elements[i].view, id: id, idTypeName: idType) }
            }
        default:
            elements.append((self, path))
        }
    }

    /// Whether the view is a list producer that stands for its elements, not for itself: a
    /// TupleView, Optional, conditional, ForEach, EmptyView or Group. Any other view that makes one
    /// element is that element (a modifier, `.id` or custom view around one element stands for it).
    public var unfoldsIntoElements: Bool {
        switch self {
        case .tuple, .optional, .conditional, .forEach, .empty: true
        case .container(let c): switch c.kind { case .group, .gridRow: true; default: false }
        default: false
        }
    }

    /// The one view a list of exactly one element stands for, looking through list producers; nil
    /// when the value is not a single view.
    public var singleElement: ViewValue? {
        let elements = listElements
        return elements.count == 1 ? elements[0] : nil
    }
}

/// How a list element's identity is kept while the list is walked.
private protocol ListIdentity {
    /// The identity of an element found under `self` and then a producer named `step`.
    func extended(by step: @autoclosure () -> String) -> Self
}

extension String: ListIdentity {
    fileprivate func extended(by step: @autoclosure () -> String) -> String { isEmpty ? step() : self + "." + step() }
}

/// No identity at all, for callers that want only the views.
private struct NoIdentity: ListIdentity {
    func extended(by step: @autoclosure () -> String) -> NoIdentity { self }
}
