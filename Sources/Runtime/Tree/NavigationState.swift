import ViewlabLanguage
import ViewlabModel

/// A NavigationStack node's pages: what was pushed over its root and how it makes their views.
struct NavigationState {
    /// A page over the root.
    enum Page {
        /// A link's destination view, or a value (from the path or a link) made into a view.
        case push(NavigationPush)
        /// A page shown while its binding says so, by where its modifier or link is.
        case bound(ViewPath)
    }
    /// The pages pushed by links and bindings, bottom first (after the path's values).
    var pushed: [Page] = []
    /// `NavigationStack(path: $path)`: the path's values are the first pages.
    var path: NavigationPathBinding?
    /// The `navigationDestination(for:)`s the walks met inside the stack, by the type they take.
    var destinations: [String: (any LearnerValue) throws -> ViewValue] = [:]
    /// The bound pages the walks met inside the stack (`navigationDestination(isPresented:)`,
    /// `NavigationLink(isActive:)`), by where they were declared.
    var bound: [ViewPath: BoundPage] = [:]
    /// A NavigationSplitView's list selections, by the page they are on (0: the sidebar): each
    /// shows the next column while it selects something.
    var columnSelections: [Int: ListSelection] = [:]
    /// The `dismiss` action the views of each page read (by page, from 1), made once: the same
    /// action each pass, so `@Environment(\.dismiss)` does not change.
    var dismissActions: [Int: Value] = [:]

    /// The pages over the root, bottom first: the path's values, then what was pushed, with the
    /// bound pages as their bindings say now.
    func pages() throws -> [Page] {
        (try path?.read().map { Page.push(.value($0.value, typeName: $0.typeName)) } ?? []) + (try boundPagesApplied())
    }

    /// `pushed` with the bound pages whose binding was set back taken off, with the pages above them
    /// (a pop takes the pages above too), and those newly set put on top, in the order they were declared.
    func boundPagesApplied() throws -> [Page] {
        var pages = pushed
        if let gone = try pages.firstIndex(where: { if case .bound(let at) = $0 { try bound[at]?.isPresented() != true } else { false } }) {
            pages.removeSubrange(gone...)
        }
        for (at, page) in bound.sorted(by: { $0.key.description < $1.key.description }) where try page.isPresented() {
            if !pages.contains(where: { if case .bound(at) = $0 { true } else { false } }) { pages.append(.bound(at)) }
        }
        return pages
    }

    mutating func push(_ page: NavigationPush) throws {
        switch page {
        case .value(let value, _) where path != nil: try path?.append(value)
        case .bound(let bound): try bound.activate()
        default: pushed.append(.push(page))
        }
    }

    /// Removes the top page: the back button. A bound page is popped by setting its binding back.
    mutating func pop() throws {
        pushed = try boundPagesApplied()
        guard let top = pushed.popLast() else { try path?.removeLast(); return }
        if case .bound(let at) = top { try bound[at]?.dismiss() }
    }
}
