import ViewlabLanguage
import ViewlabModel

/// A presentation on screen, as the walk found it: where its content is, and how to dismiss it.
final class PresentedLayer {
    /// The base path of the content (`ContentView/VStack.sheet`).
    var path: ViewPath
    var presentation: Presentation
    /// `@Environment(\.dismiss)` inside it.
    private(set) lazy var dismissAction = Value.function(Callable(name: "dismiss", kind: .builtin { [unowned self] _ in
        try presentation.dismiss()
        return .void
    }))
    init(path: ViewPath, presentation: Presentation) { self.path = path; self.presentation = presentation }
}

extension Reconciliation {
    /// A NavigationStack's root, then its pages (view-trees-state.md has no pages; not in source:
    /// iOS keeps every page's views and state while a page above covers them, and the covered
    /// ones have disappeared, as a deselected tab has). A page's views are at
    /// `NavigationStack.page.N`, the root's where they always were.
    mutating func resolveStack(_ c: inout ContainerValue, _ node: RenderNode, _ context: Context, heads: inout [RenderNode]) throws {
        node.ui.navigation.path = c.navigationPath
        // On an iPhone a split view is a stack: a column is pushed while the list in the column
        // before it selects something (Apple's documentation of NavigationSplitView, compact width).
        for (k, column) in c.splitColumns.enumerated() {
            guard let selection = node.ui.navigation.columnSelections[k] else { continue }
            node.ui.navigation.bound[node.path.appending(.secondary("column\(k)"))] = BoundPage(
                isPresented: { !selection.isEmpty() }, shownValue: selection.shownValue, content: { column },
                dismiss: selection.clear, activate: {})
        }
        node.ui.navigation.pushed = try node.ui.navigation.boundPagesApplied()
        let pages = try node.ui.navigation.pages()
        var root = context
        root.navigationStack = node
        let editMode = node.ui.editMode.mode
        root.provide("editMode", node.ui.editMode.binding)
        node.ownReads.append { [unowned node] in node.ui.editMode.mode != editMode }
        root.pageDepth = 0
        root.listSelection = nil
        if !pages.isEmpty { root.isHidden = true }
        c.content = try resolve(c.content, root, heads: &heads)
        var shown: [ViewValue] = []
        for (i, page) in pages.enumerated() {
            let depth = i + 1
            var pageContext = root.at(node.path.appending(.secondary("page")).appending(.position(depth)))
            pageContext.isHidden = context.isHidden || depth < pages.count
            pageContext.pageDepth = depth
            pageContext.provide("dismiss", dismissAction(popping: node, to: i))
            let view: ViewValue
            switch page {
            case .push(.view(let destination)): view = destination
            case .push(.value(let value, let typeName)):
                // A value with no destination for its type is not pushed (the tap logged why).
                guard let destination = node.ui.navigation.destinations[typeName] else { continue }
                view = try tree.interpreter.builtContent(tracker: ReadTracker()) { try destination(value) }
            case .bound(let at):
                guard let bound = node.ui.navigation.bound[at] else { continue }
                view = try tree.interpreter.builtContent(tracker: ReadTracker(), bound.content)
            case .push(.bound): continue  // never a page: a link's binding puts its bound page on the stack
            }
            var ignored: [RenderNode] = []
            shown.append(try resolve(view, pageContext, heads: &ignored))
        }
        c.pushedPages = shown
        // Of the pages shown: a bound page first declared in this walk makes the stack walked again.
        let signature = tree.pageSignature(node, pages)
        node.ownReads.append { [unowned node, tree] in try tree.pageSignature(node, node.ui.navigation.pages()) != signature }
        if !context.isHidden { navigationStacks.append(node) }
    }

    /// The action a page's `dismiss()` runs: it pops the page and any above it.
    private func dismissAction(popping node: RenderNode, to count: Int) -> Value {
        if let made = node.ui.navigation.dismissActions[count] { return made }
        let action = Value.function(Callable(name: "dismiss", kind: .builtin { [unowned node] _ in
            while try node.ui.navigation.pages().count > count { try node.ui.navigation.pop() }
            return .void
        }))
        node.ui.navigation.dismissActions[count] = action
        return action
    }

    /// A NavigationLink's tap: a push onto the stack around it. Outside a stack the link is disabled,
    /// as iOS draws and treats it. A link with a binding (`isActive:`, `tag:selection:`) is a bound
    /// page of the stack, shown whenever its binding says so, tapped or not.
    func navigationLink(_ push: NavigationPush, at path: ViewPath, in context: Context) -> (ControlBehavior, isDisabled: Bool) {
        guard let stack = context.navigationStack else { return (ControlBehavior(tap: {}), true) }
        if case .bound(let page) = push { stack.ui.navigation.bound[path] = page }
        return (ControlBehavior(tap: { [unowned stack, tree] in
            if case .value(_, let typeName) = push, stack.ui.navigation.destinations[typeName] == nil {
                tree.log(Message.noNavigationDestination.filled([typeName]).en)
                return
            }
            try stack.ui.navigation.push(push)
        }), false)
    }

    /// `.navigationDestination(for:)`: the stack around it makes that type's pages with it;
    /// `(isPresented:)` and `(item:)`: a page of the stack while the binding says so.
    func declare(_ destination: NavigationDestination, at path: ViewPath, in context: Context) {
        guard let stack = context.navigationStack else { return }
        switch destination {
        case .forType(let typeName, let make): stack.ui.navigation.destinations[typeName] = make
        case .bound(let page): stack.ui.navigation.bound[path] = page
        }
    }

    /// A presentation modifier on `head`: while its binding says presented, its content is walked
    /// at `….sheet` (`.alert`, …), showing when the presenting view is, with no NavigationStack
    /// around it; its binding is read again after each event.
    mutating func present(_ presentation: Presentation, on head: RenderNode, _ context: Context) throws -> ViewValue? {
        let shownValue = try presentation.shownValue()
        var dependencies = Dependencies()
        defer {
            let seen = dependencies
            let shown = presentation
            head.ownReads.append { try shown.shownValue() != shownValue || seen.hasChanged }
        }
        guard try presentation.isPresented() else { return nil }
        let tracker = ReadTracker()
        let view = try tree.interpreter.builtContent(tracker: tracker, presentation.content)
        dependencies.record(tracker)
        let base = context.base.appending(.secondary(presentation.style.rawValue))
        let layer = head.presented(presentation, at: base)
        var inner = context.at(base)
        inner.navigationStack = nil
        inner.dismissedByButtons = presentation.style.buttonsDismiss ? layer : nil
        inner.provide("dismiss", layer.dismissAction)
        if !context.isHidden { presentations.append(layer) }
        var ignored: [RenderNode] = []
        return try resolve(view, inner, heads: &ignored)
    }
}

extension RenderNode {
    /// The layer for a presentation on this view, made once per style so that its `dismiss` stays the same action.
    func presented(_ presentation: Presentation, at path: ViewPath) -> PresentedLayer {
        if let layer = ui.layers[presentation.style] {
            layer.presentation = presentation
            layer.path = path
            return layer
        }
        let layer = PresentedLayer(path: path, presentation: presentation)
        ui.layers[presentation.style] = layer
        return layer
    }
}
