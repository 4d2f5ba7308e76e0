import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// One walk of the view tree from the root: each view is matched to the node at its identity path
/// (view-trees-state.md §2.5), custom views whose dependencies changed or whose value differs run
/// their body (research §2.1), and the result is the resolved tree that Layout lays out.
///
/// Identity paths name views, not modifiers: `Counter/Button`, `ContentView/VStack.1/Counter`. A
/// structural step is appended to the container's step: a tuple position `.1`, the active branch
/// `.ifBranch`/`.elseBranch`, a present Optional `.some`, a ForEach element `[id]`, an explicit `.id`
/// `#id`, a background or overlay `.background`/`.overlay` (the book's tokens, L289–313; the others
/// are viewlab's, chosen to read the same way).
struct Reconciliation {
    let tree: RenderTree
    /// The update pass, and this walk of it: a pass walks again when a lazy container needs more
    /// rows or shows others, and a node's appearing is measured from the pass before.
    let pass: Int
    let walk: Int
    /// Bodies to re-run, with the reasons invalidation found (`@dependencies`, `_value`).
    let invalidated: [ViewPath: [String]]
    /// The root's body runs even when nothing changed (`rerender`).
    let forcesRoot: Bool
    var record = UpdatePassRecord()
    var controls: [ControlEntry] = []
    var texts: [(identifier: String, text: String)] = []
    /// Nodes replaced by a view of another kind at their path.
    var replaced: [RenderNode] = []
    /// The scroll views (and Lists) in tree order, for `scroll` events, and the lazy containers
    /// inside them with the rows this walk made.
    var scrollViews: [ScrollViewEntry] = []
    var lazyContainers: [String: LazyRows] = [:]
    /// The GeometryReaders this walk went through, which a layout tells where they are.
    var geometryReaders: [ViewPath] = []
    /// The NavigationStacks on screen, and the presentations, in tree order: what `back` goes back from.
    var navigationStacks: [RenderNode] = []
    var presentations: [PresentedLayer] = []
    /// Every node this pass visited, in tree order.
    var visited: [RenderNode] = []
    /// The custom views whose subtree this pass walked (rather than reused).
    private var walked: [RenderNode] = []
    var order = 0
    /// The settings this walk found the same as a reused subtree's.
    var sameSettings = Context.SameSettings()
    /// Paths whose ancestors' subtrees cannot be reused: invalidated bodies, and scroll views and
    /// lazy containers whose rows on screen changed.
    let dirtyPaths: [ViewPath]

    init(tree: RenderTree, pass: Int, walk: Int, invalidated: [ViewPath: [String]], dirty: [ViewPath] = [], forcesRoot: Bool) {
        self.tree = tree; self.pass = pass; self.walk = walk; self.invalidated = invalidated; self.forcesRoot = forcesRoot
        dirtyPaths = Array(invalidated.keys) + dirty
    }

    /// Resolves `view`; the nodes made for its outermost views are appended to `heads`, for the
    /// modifiers around it to attach to.
    mutating func resolve(_ view: ViewValue, _ context: Context, heads: inout [RenderNode]) throws -> ViewValue {
        switch view {
        case .custom(let c):
            let node = visit(c.typeName, in: context, heads: &heads)
            if let source = c.source as? InterpretedView {
                if let value = reused(node, source, context) { return value }
                try source.enterNesting()
                try update(node, with: source, context)
            } else {
                node.body = c.body
            }
            let (nodes, controlCount, textCount) = (visited.count, controls.count, texts.count)
            var inner: [RenderNode] = []
            var bodyContext = context.at(node.path)
            if let content = node.view?.modifierContent { bodyContext.modifierContent = content }
            let body = try resolve(node.body, bodyContext, heads: &inner)
            (c.source as? InterpretedView)?.leaveNesting()
            let subtree = node.walked ?? WalkedSubtree()
            node.walked = subtree
            subtree.ranges = (nodes..<visited.count, controlCount..<controls.count, textCount..<texts.count)
            walked.append(node)
            subtree.context = context
            let value = ViewValue.custom(CustomViewValue(typeName: c.typeName, body: body))
            subtree.resolvedView = value
            return value
        case .container(var c):
            if context.isControlLabel {
                c.content = try resolve(c.content, context, heads: &heads)
                return .container(c)
            }
            let node = visit(c.kindName, in: context, heads: &heads)
            var inner: [RenderNode] = []
            var content = context.at(node.path)
            if case .control = c.kind { content.isControlLabel = true }
            if case .list = c.kind { content.listSelection = c.listSelection }
            node.isStyled = false
            // A styled control is still found by its own label ("Passport"), not the style's texts.
            var ownLabel: String?
            if let styling = c.styling, let style = context.environment.learnerValues[styling.key] {
                // The nearest component style above the control draws it (TiS L2379–L2548); what its
                // `makeBody` reads (a Toggle's `isOn`) makes it run again.
                let tracker = ReadTracker()
                if let styled = try tree.interpreter.tracking(tracker, { try styling.body(style) }) {
                    ownLabel = c.content.texts.joined(separator: " ")
                    c.content = styled.view
                    c.styledBy = styled.style
                    // The style draws the whole control: iOS's switch or track is not drawn around it.
                    if case .control(let name, _) = c.kind { c.kind = .control(name: name, chrome: .none) }
                    node.isStyled = true
                    node.dependencies.record(tracker)
                    if let reasons = invalidated[node.path] {
                        record.bodies.append(BodyRun(view: styled.style, path: node.path, reasons: reasons))
                    }
                }
            }
            if case .custom(let layout) = c.kind, let cache = layout.cache {
                // The node keeps its layout's cache (advanced-layout.md §2.2 item 1).
                if let previous = node.layoutCache { layout.continueCache?(previous) }
                node.layoutCache = cache
            }
            if let axis = c.kind.scrollAxis {
                c.renderPath = node.path.description
                c.scrollOffset = tree.scrollOffsets[node.path] ?? 0
                content.isScrolling = true
                if !context.isHidden { scrollViews.append(ScrollViewEntry(path: node.path, axis: axis, identifiers: context.identifiers)) }
            }
            if let axis = c.kind.lazyAxis, content.isScrolling, !tree.makesEveryRow {
                // Only the rows made so far have nodes; those scrolled away are kept but not showing (case 16–17).
                c.renderPath = node.path.description
                var rows = LazyRows(path: node.path, axis: axis, window: tree.lazyWindows[node.path] ?? .first)
                c.content = try resolveRows(c.content, content, key: "", rows: &rows, heads: &inner)
                lazyContainers[node.path.description] = rows
            } else if case .tabView(let initial) = c.kind {
                // The selection through its binding, else the tab a tap chose, else the first.
                let read: () throws -> Int = c.readSelection ?? { [unowned node] in node.ui.tab.chosen ?? initial }
                let selected = try read()
                c.kind = .tabView(selected: selected)
                // SwiftUI's TabView reads its selection itself: a new one walks it again, running no body.
                node.ownReads.append { try read() != selected }
                // Every tab has its nodes and keeps its state; only the selected one is showing.
                var tabs: [ViewValue] = []
                for (i, tab) in c.content.listElements.enumerated() {
                    var tabContext = context.at(node.path.appending(.position(i)))
                    if i != selected { tabContext.isHidden = true }
                    tabs.append(try resolve(tab, tabContext, heads: &inner))
                    // Its tab item is what a finger taps to show it.
                    if !context.isHidden, let label = tab.tabItemLabel?.texts.joined(separator: " "), !label.isEmpty {
                        let write = c.writeSelection
                        controls.append(ControlEntry(path: node.path.appending(.position(i)), name: "tabItem", label: label,
                                                     behavior: ControlBehavior(tap: { [unowned node] in
                                                         if let write { try write(i) } else { node.ui.tab.chosen = i }
                                                     }), isDisabled: context.isDisabled, identifiers: []))
                    }
                }
                c.content = .tuple(tabs)
            } else if case .navigationStack = c.kind {
                try resolveStack(&c, node, content, heads: &inner)
            } else if case .disclosureGroup = c.kind {
                try resolveDisclosureGroup(&c, node, content, heads: &inner)
            } else {
                c.content = try resolve(c.content, content, heads: &inner)
            }
            if let selection = c.listSelection { offerSelection(selection, rows: c.content, of: node, context) }
            if case .control(name: "EditButton", _) = c.kind { editButton(&c, context) }
            // The items are not the label: their buttons take taps.
            if let items = c.menuItems { c.menuItems = try menu(items, of: node, behavior: &c.behavior, context.at(node.path)) }
            if var behavior = c.behavior, !context.isHidden {
                var isDisabled = context.isDisabled
                if case .value(let value, _)? = behavior.push, let selection = context.listSelection {
                    // In a List with a selection, a link's value is what its row selects (Apple's
                    // documentation of `List(_:selection:rowContent:)` in a NavigationSplitView).
                    behavior = ControlBehavior(tap: { try selection.select(value) })
                } else if let push = behavior.push {
                    let (link, outside) = navigationLink(push, at: node.path, in: context)
                    behavior = link
                    isDisabled = isDisabled || outside
                }
                if let layer = context.dismissedByButtons, let action = behavior.tap {
                    // UIKit dismisses an alert before it runs the tapped button's handler.
                    behavior.tap = { try layer.presentation.dismiss(); try action() }
                }
                if let menu = context.closesMenu, let action = behavior.tap {
                    // A menu closes once the item tapped has run.
                    behavior.tap = { [unowned menu] in try action(); menu.ui.isMenuOpen = false }
                }
                if let row = context.closesSwipe, let action = behavior.tap {
                    // A swipe action's button closes its row once it has run.
                    behavior.tap = { [unowned row] in try action(); row.ui.swipe.revealed = nil }
                }
                // A Picker is found by its title, not its options' texts (cli-contract.md `pick "Room" …`).
                if case .control(name: "Picker", _) = c.kind, case .tuple(let parts) = c.content, let title = parts.first { ownLabel = title.texts.joined(separator: " ") }
                controls.append(ControlEntry(path: node.path, name: view.kindName, label: ownLabel ?? c.content.texts.joined(separator: " "),
                                             behavior: behavior, isDisabled: isDisabled, identifiers: context.identifiers,
                                             ignoresTouches: context.ignoresTouches))
            }
            return .container(c)
        case .modified(let content, var modifier):
            return try resolveModified(content, &modifier, context, heads: &heads)
        case .tuple(let items):
            var out: [ViewValue] = []
            for (i, item) in items.enumerated() { out.append(try resolve(item, context.step(.position(i)), heads: &heads)) }
            return .tuple(out)
        case .optional(let content, let isPresent):
            guard isPresent else { return view }
            return .optional(try resolve(content, context.step(.some), heads: &heads), isPresent: true)
        case .conditional(let a, let b, let isFirst):
            let branch = try resolve(isFirst ? a : b, context.step(.branch(isFirst: isFirst)), heads: &heads)
            return .conditional(first: isFirst ? branch : a, second: isFirst ? b : branch, isFirst: isFirst)
        case .forEach(var f):
            checkRangeCount(f, context)
            for i in f.elements.indices {
                f.elements[i].view = try resolve(f.elements[i].view, context.step(.element(f.elements[i].id)), heads: &heads)
            }
            return .forEach(f)
        case .identified(let content, let id, let idType):
            var inside = context.step(.explicitID(id))
            inside.outerIdentity = nil
            return .identified(try resolve(content, inside, heads: &heads), id: id, idTypeName: idType)
        case .subview(let content, let id, let flavor):
            // A proxy of a list element is the element, with no node of its own: its identity is where
            // it is placed, which a ForEach over the subviews names by the subview's id.
            return .subview(try resolve(content, context, heads: &heads), id: id, flavor: flavor)
        case .anyView(let content):
            let node = visit("AnyView", in: context, heads: &heads)
            var inner: [RenderNode] = []
            return .anyView(try resolve(content, context.at(node.path), heads: &inner))
        case .modifierContent(let content, let name):
            var inner = context
            var current = context.modifierContent ?? content
            if context.modifierContent != nil { inner.modifierContent = nil }
            // The content a modifier's node holds is itself the placeholder: one `content`, not two.
            if case .modifierContent(let view, _) = current { current = view }
            return .modifierContent(try resolve(current, inner, heads: &heads), modifierTypeName: name)
        case .geometryReader(var reader) where !context.isControlLabel:
            let node = visit(view.kindName, in: context, heads: &heads)
            reader.renderPath = node.path.description
            geometryReaders.append(node.path)
            guard let proxy = tree.readerProxies[node.path] else {
                (node.dependencies.stateReads, node.dependencies.propertyReads, node.readerContent) = ([], [], nil)
                return .geometryReader(reader)
            }
            // Built where the reader is placed (TiS L3480–3496): its views get nodes, state and
            // lifecycle actions. The closure runs again for a new reader (its body ran), a new
            // place, or a change to what it read.
            let content: ViewValue
            if let kept = node.readerContent, kept.reader === reader.token, kept.proxy == proxy, invalidated[node.path] == nil {
                content = kept.content
            } else {
                let tracker = ReadTracker()
                content = try tree.interpreter.readerContent(reader, for: proxy, tracker: tracker)
                node.dependencies.record(tracker)
                node.readerContent = ReaderContent(reader: reader.token, proxy: proxy, content: content)
            }
            var inner: [RenderNode] = []
            reader.placed = (proxy, try resolve(content, context.at(node.path), heads: &inner))
            return .geometryReader(reader)
        case .empty:
            return view
        default:
            if !context.isControlLabel { _ = visit(view.kindName, in: context, heads: &heads) }
            return view
        }
    }

    /// Whether an `@Environment` property reads what it read before: the update cycle's sameness,
    /// and an action (`dismiss`) is the same while it is the same action, as SwiftUI's
    /// `DismissAction` compares equal while it dismisses the same presentation.
    static func sameEnvironmentValue(_ a: Value, _ b: Value) -> Bool {
        if case .function(let x) = a, case .function(let y) = b { return x === y }
        return a.isSame(as: b)
    }

    /// SwiftUI's warning for a `ForEach` over a range whose size changes (update-cycle-research.md §1.5).
    private mutating func checkRangeCount(_ f: ForEachValue, _ context: Context) {
        guard f.isConstantRange else { return }
        let initial = tree.rangeCounts[context.base] ?? f.elements.count
        tree.rangeCounts[context.base] = initial
        if f.elements.count != initial {
            record.warnings.append(Message.rangeCountChanged.filled([f.typeName, "\(f.elements.count)", "\(initial)"]).en)
        }
    }

    /// A lazy container's content: its list producers (tuples, `if`s, optionals, `ForEach`) are
    /// walked down to the rows, each keyed as the layout names the elements it makes
    /// (`ViewValue.identifiedElements`: `1.id(3)`). The rows past the container's window are left
    /// out, unmade; the ones made but off screen are hidden.
    private mutating func resolveRows(_ view: ViewValue, _ context: Context, key: String, rows: inout LazyRows,
                                      heads: inout [RenderNode]) throws -> ViewValue {
        func extended(_ step: String) -> String { key.isEmpty ? step : key + "." + step }
        switch view {
        case .tuple(let items):
            var out: [ViewValue] = []
            for (i, item) in items.enumerated() {
                out.append(try resolveRows(item, context.step(.position(i)), key: extended("\(i)"), rows: &rows, heads: &heads))
            }
            return .tuple(out)
        case .optional(let content, let isPresent):
            guard isPresent else { return view }
            return .optional(try resolveRows(content, context.step(.some), key: extended("some"), rows: &rows, heads: &heads),
                             isPresent: true)
        case .conditional(let a, let b, let isFirst):
            let branch = try resolveRows(isFirst ? a : b, context.step(.branch(isFirst: isFirst)),
                                         key: extended(isFirst ? "if" : "else"), rows: &rows, heads: &heads)
            return .conditional(first: isFirst ? branch : a, second: isFirst ? b : branch, isFirst: isFirst)
        case .forEach(var f):
            checkRangeCount(f, context)
            var made: [ForEachValue.Element] = []
            for var element in f.elements {
                let row = try resolveRows(element.view, context.step(.element(element.id)),
                                          key: extended("id(\(element.id))"), rows: &rows, heads: &heads)
                if case .empty = row { continue }
                element.view = row
                made.append(element)
            }
            f.elements = made
            return .forEach(f)
        case .empty:
            return view
        default:
            let index = rows.count
            rows.count += 1
            guard index < rows.window.made else { rows.unmade.append(key); return .empty }
            rows.keys.append(key)
            var row = context
            if !rows.window.visible.contains(index) { row.isHidden = true }
            return try resolve(view, row, heads: &heads)
        }
    }

    private mutating func resolveModified(_ content: ViewValue, _ modifier: inout Modifier, _ context: Context,
                                          heads: inout [RenderNode]) throws -> ViewValue {
        var inner = context
        var textIndex: Int?
        let writer = modifier.writesEnvironment ? environmentWriter(modifier, on: content, context) : nil
        if let (key, value) = modifier.environmentEntry, let written = value as? Value, let writer {
            // The writer nearest the view wins: a modifier further in overwrites this one (research §2.5).
            try inner.write(key, written, by: writer, in: tree.interpreter)
            // `.environment(\.isEnabled, false)` disables the controls below as `.disabled(true)` does.
            if key == "isEnabled", case .bool(let enabled) = written { inner.isDisabled = !enabled }
        }
        if let (key, transform) = modifier.environmentTransform,
           let changed = try transform(try tree.interpreter.readEnvironment(key, in: context.environment)) as? Value, let writer {
            try inner.write(key, changed, by: writer, in: tree.interpreter)
            if key == "isEnabled", case .bool(let enabled) = changed { inner.isDisabled = !enabled }
        }
        switch modifier.kind {
        case .disabled(let isDisabled):
            inner.isDisabled = context.isDisabled || isDisabled
        case .allowsHitTesting(let allows):
            inner.ignoresTouches = context.ignoresTouches || !allows
        case .environmentObject(let typeName, let object):
            if let object = object as? Value, let writer {
                for type in tree.interpreter.lineage(ofClass: typeName) { inner.write(object: object, of: type, by: writer) }
            }
        case .accessibilityIdentifier(let id):
            inner.identifiers.append(id)
            textIndex = texts.count
            texts.append((id, ""))
        case .custom(let body):
            // A ViewModifier's body holds the content (`.modifierContent`); layout reads the body.
            let start = heads.count
            modifier.kind = .custom(body: try resolve(body, context, heads: &heads))
            if let action = modifier.action, heads.count > start { heads[start].actions.append(action) }
            return .modified(content, modifier)
        default:
            break
        }
        var madeOuterIdentity = false
        if case .action = modifier.kind, inner.outerIdentity == nil, content.isIdentifiedBelowModifiers {
            inner.outerIdentity = visit(".id", in: context, heads: &heads)
            madeOuterIdentity = true
        }
        let start = heads.count
        let resolved = try resolve(content, inner, heads: &heads)
        if madeOuterIdentity, let outer = inner.outerIdentity, let index = visited.lastIndex(where: { $0 === outer }) {
            // Its actions run after those of the views inside, as modifiers further out do.
            visited.append(visited.remove(at: index))
            outer.order = order
            order += 1
        }
        let outer: RenderNode? = if case .action = modifier.kind { inner.outerIdentity } else { nil }
        let head = outer ?? (heads.count > start ? heads[start] : nil)
        switch modifier.kind {
        case .background(let secondary, let alignment):
            var ignored: [RenderNode] = []
            modifier.kind = .background(try resolve(secondary, context.step(.secondary("background")), heads: &ignored), alignment: alignment)
        case .overlay(let secondary, let alignment):
            var ignored: [RenderNode] = []
            modifier.kind = .overlay(try resolve(secondary, context.step(.secondary("overlay")), heads: &ignored), alignment: alignment)
        case .toolbar(let items):
            // The items are views of the page, in the bar: their buttons take taps.
            var ignored: [RenderNode] = []
            modifier.kind = .toolbar(try resolve(items, context.step(.secondary("toolbar")), heads: &ignored))
        case .scrollPosition(let position):
            if let head { offerScrollPosition(position, content: content, on: head) }
        case .searchable(let field):
            // The search field is the page's, in the bar: `type` types into it.
            var ignored: [RenderNode] = []
            modifier.kind = .searchable(try resolve(field, context.step(.secondary("searchable")), heads: &ignored))
        case .safeAreaInset(let secondary, let edge, let alignment, let spacing):
            var ignored: [RenderNode] = []
            modifier.kind = .safeAreaInset(try resolve(secondary, context.step(.secondary("safeAreaInset")), heads: &ignored),
                                           edge: edge, alignment: alignment, spacing: spacing)
        case .action(let action):
            head?.actions.append(action)
            if case .preferenceChange(let watcher) = action, let head {
                // The reduced value of the content, as the views below write it (update-cycle-research.md §2.8).
                head.memory.preferences[head.actions.count - 1] = try resolved.preference(watcher.key) ?? watcher.key.defaultValue
            }
            if case .gesture(let gesture, let priority) = action, let head, !context.isHidden {
                // A gesture on a tagged view answers to its tag too (`Circle().accessibilityIdentifier("dot").onTapGesture`).
                controls.append(ControlEntry(path: head.path, name: action.name, label: resolved.texts.joined(separator: " "),
                                             behavior: ControlBehavior(gesture: (gesture, priority)), isDisabled: context.isDisabled,
                                             identifiers: inner.identifiers + [head.identifier].compactMap { $0 }, view: resolved,
                                             ignoresTouches: context.ignoresTouches))
            }
        case .navigationDestination(let destination):
            // Keyed by its arguments too: one view may have several (`isPresented:` and `item:`).
            declare(destination, at: (head?.path ?? context.base).appending(.secondary("navigationDestination(\(modifier.arguments))")), in: context)
        case .onDelete(let delete):
            try offerDelete(delete, rows: heads[start...], of: resolved, context)
        case .onMove(let move):
            try offerMove(move, rows: heads[start...], of: resolved, context)
        case .contextMenu(let items):
            if let head { modifier.kind = .contextMenu(try contextMenu(items, on: head, resolved, context)) }
        case .swipeActions(let leading, let actions):
            if let head { modifier.kind = .swipeActions(leading: leading, content: try swipeActions(actions, leading: leading, on: head, resolved, context)) }
        case .presentation(var presentation):
            if let head {
                presentation.presented = try present(presentation, on: head, context)
                modifier.kind = .presentation(presentation)
            }
        case .accessibilityIdentifier(let id):
            head?.identifier = head?.identifier ?? id
            if let textIndex { texts[textIndex].text = resolved.texts.joined(separator: " ") }
        default:
            break
        }
        return .modified(resolved, modifier)
    }

    /// Gives each custom view walked in this pass its subtree's slices of the pass's lists, for a
    /// later pass to reuse: slices share the lists, so nothing is copied.
    func finish() {
        for node in walked {
            guard let subtree = node.walked, let ranges = subtree.ranges else { continue }
            subtree.nodes = visited[ranges.nodes]
            subtree.controls = controls[ranges.controls]
            subtree.texts = texts[ranges.texts]
            subtree.ranges = nil
        }
    }

}
