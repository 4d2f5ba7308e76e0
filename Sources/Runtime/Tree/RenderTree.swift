import ViewlabAnimation
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout
import ViewlabModel

/// The render tree of one program's root view, kept alive between events (view-trees-state.md
/// §2.4). `start()` renders the root; each `handle(_:)` runs an event to rest: its action, then an
/// update pass per transaction, the lifecycle actions after each pass, and the passes their writes
/// cause (cli-contract.md `update`).
public final class RenderTree {
    let session: Session
    var interpreter: Interpreter { session.interpreter }
    /// Builds the root view with its custom views unresolved.
    private let makeRoot: () throws -> ViewValue
    var nodes: [ViewPath: RenderNode] = [:]
    /// The custom views' nodes of the last pass, in tree order: those with dependencies and state.
    private var customNodes: [RenderNode] = []
    /// The TabViews of the last pass that read their selection through a binding.
    private var watchingNodes: [RenderNode] = []
    /// The controls a learner's style draws, which depend on what the style read.
    private var styledNodes: [RenderNode] = []
    /// The nodes removed while the current event is handled, for the state they took with them.
    private var destroyed: [RenderNode] = []
    /// The element count each `ForEach(range)` without `id:` had when it first showed, by position.
    var rangeCounts: [ViewPath: Int] = [:]
    private var root: ViewValue = .empty
    private var passCount = 0
    private var walkCount = 0
    /// The size the root is proposed, which decides what a scroll view shows.
    let proposal: ProposedViewSize
    /// Each scroll view's offset along its axis (`scroll` events), by path; the scroll views of the
    /// last pass; and each lazy container's rows made and on screen, by path.
    var scrollOffsets: [ViewPath: Double] = [:]
    /// The `scrollTo` calls of the actions run, not yet scrolled to, with the tries left for each.
    var pendingScrolls: [ScrollRequest] = []
    var scrollViews: [ScrollViewEntry] = []
    var lazyWindows: [ViewPath: LazyWindow] = [:]
    /// Each lazy container's rows not made yet, by their keys, as the last pass found them.
    var unmadeRows: [(container: ViewPath, keys: [String])] = []
    /// Where each GeometryReader was placed in the last layout, by path: its content is built for it.
    var readerProxies: [ViewPath: GeometryProxyValue] = [:]
    /// The NavigationStacks on screen and the presentations shown, as the last pass found them.
    var navigationStacks: [RenderNode] = []
    var presentations: [PresentedLayer] = []
    /// The completions of the event's `withAnimation` calls, run after the event's action.
    private var completions: [() throws -> Void] = []
    /// The window's edit mode, which views outside any NavigationStack see.
    let windowEditMode = EditModeStore()
    /// The readers of the last pass whose content read state.
    private var readerNodes: [RenderNode] = []
    /// A pass walks the tree again while its lazy containers need more rows; past this many walks
    /// it keeps what it has (rows that never reach the screen's end, such as empty ones).
    static let walkLimit = 50
    private var eventCount = 0
    /// The resolved tree of the last pass, which Layout lays out.
    public private(set) var resolved: ViewValue = .empty
    private(set) var controls: [ControlEntry] = []
    private var texts: [(identifier: String, text: String)] = []
    /// The event being handled, and what it printed.
    var record = UpdateRecord(event: "")
    /// What the program printed while the event was handled (per-frame bodies take theirs out).
    var printed = ""
    /// How much has been printed, in UTF-8 bytes: where a body's output starts and ends.
    var printedLength: Int { printed.utf8.count }
    /// The transactions of the `withAnimation` and `withTransaction` blocks running, innermost last.
    private var animations: [TransactionState] = []
    /// The plain `.transaction { … }` modifiers that have run: their completions are added only
    /// the first time (TiS L2878: the closure reads no state, so SwiftUI does not run it again).
    var transactionsRun: Set<String> = []
    /// How often each `onChange` action ran during the event being handled, by node path and position.
    var changeDispatches: [String: Int] = [:]
    /// SwiftUI lets an `onChange` action run twice per frame; the third is dropped with a warning
    /// (OpenSwiftUI `Log/CycleDetector.swift`, update-cycle-research.md §1.5).
    static let changeDispatchLimit = 2

    /// Passes one event may run before the cycle is declared endless (lifecycle actions that keep writing state).
    static let passLimit = 100

    /// Whether lazy containers make every row, as when the whole view tree is shown.
    let makesEveryRow: Bool

    /// Which platform's curves an animated body's frames follow.
    let platform: Platform

    public init(session: Session, proposal: ProposedViewSize, makesEveryRow: Bool = false, platform: Platform = .default,
                root makeRoot: @escaping () throws -> ViewValue) {
        self.session = session
        self.platform = platform
        self.proposal = proposal
        self.makesEveryRow = makesEveryRow
        self.makeRoot = makeRoot
    }

    /// The first render: every body runs, every node is inserted, `onAppear` runs.
    public func start() throws -> UpdateRecord {
        try handling("initial") { [self] in
            // A first render that failed part-way leaves nothing behind for the next attempt.
            nodes = [:]
            customNodes = []
            root = try buildRoot()
            try settle(forcingRoot: true)
        }
    }

    public func handle(_ event: UpdateEvent, as written: String) throws -> UpdateRecord {
        try handling(written) { [self] in
            switch event {
            case .tap(let target, let point):
                try tap(target, at: point)
                return
            case .doubleTap(let target):
                try doubleTap(target)
                return
            case .longPress(let target, let seconds):
                try longPress(target, seconds: seconds)
                return
            case .drag(let target, let offset, let steps):
                try drag(target, by: offset, steps: steps)
                return
            case .magnify(let target, let factor):
                // The scale grows evenly from 1 to FACTOR.
                try pinch(target, magnify: true) { 1 + (factor - 1) * $0 }
                return
            case .rotate(let target, let degrees):
                try pinch(target, magnify: false) { degrees * $0 }
                return
            case .toggle(let target): try act(on: target, .toggle) { $0.toggle }.self()
            case .swipe(let target, let leading): try act(on: target, .swipe) { $0.swipe }(leading)
            case .increment(let target): try act(on: target, .increment) { $0.increment }.self()
            case .decrement(let target): try act(on: target, .decrement) { $0.decrement }.self()
            case .type(let target, let text): try act(on: target, .type) { $0.type }(text)
            case .pick(let target, let value):
                let (control, pick) = try control(for: target, .pick) { $0.pick }
                guard try pick(value) else {
                    throw UpdateFailure(.noSuchOption, control.name, control.label, value,
                                        control.behavior.options.map { "\"\($0)\"" }.joined(separator: ", "))
                }
            case .set(let statement), .run(let statement):
                eventCount += 1
                try session.run(statement, fileName: "<event \(eventCount)>")
            case .rerender:
                root = try buildRoot()
            case .back:
                try goBack()
            case .scroll(let target, let offset):
                let scrollView = try self.scrollView(target)
                scrollOffsets[scrollView.path] = max(0, offset)
                try settle(scrolled: scrollView.path)
                if try reportScrollPosition(of: scrollView.path) { try settle() }
                return
            }
            try settle(forcingRoot: event == .rerender)
        }
    }

    /// Runs `body` with the program's output and transactions routed here, and returns the record.
    private func handling(_ event: String, _ body: @escaping () throws -> Void) throws -> UpdateRecord {
        record = UpdateRecord(event: event)
        pendingScrolls = []
        printed = ""
        changeDispatches = [:]
        defer { animations = [] }
        interpreter.budget.reset()
        let routed: (inout EvaluationContext) -> Void = { [unowned self] in
            $0.output = { [unowned self] in printed += $0 }
            $0.transactionBoundary = { [unowned self] in try transaction($0) }
            $0.scrollTo = { [unowned self] in pendingScrolls.append(ScrollRequest(id: $0, anchor: $1)) }
        }
        completions = []
        let bodyThenCompletions = { [unowned self] in
            try body()
            // The animations' completions, once the event's own work is done: each may write state.
            while !completions.isEmpty {
                try completions.removeFirst()()
                try settle()
            }
        }
        do { try interpreter.withContext(routed) { try Session.onLargeStack(bodyThenCompletions) } } catch {
            record.output = lines(printed)
            throw UpdateError(partial: finished(), underlying: error)
        }
        return finished()
    }

    private func finished() -> UpdateRecord {
        var out = record
        out.output = lines(printed)
        out.texts = texts
        out.tree = resolved
        out.stateChanges = stateChanges(listingNew: record.event != "initial")
        return out
    }

    /// The state slots the event changed, as `print` shows them: those whose value differs from the
    /// end of the last event in tree order, then those the removed nodes took with them, then those
    /// the inserted nodes made (no value before). Each node then remembers its values.
    private func stateChanges(listingNew: Bool) -> [StateSlotChange] {
        var changed: [StateSlotChange] = [], made: [StateSlotChange] = []
        for node in customNodes where node.isAlive && !node.state.slots.isEmpty {
            if node.state.slotValues.isEmpty {
                let now = node.state.slots.map(\.storage.value)
                if listingNew {
                    made += zip(node.state.slots, now).map { StateSlotChange(path: node.path, property: $0.property, before: nil, after: interpreter.stateDescription($1)) }
                }
                node.state.slotValues = now
                continue
            }
            // In place: a 1,000-row list compares every row's slots after each event.
            for (i, slot) in node.state.slots.enumerated() {
                let now = slot.storage.value
                if !now.isSame(as: node.state.slotValues[i]) {
                    changed.append(StateSlotChange(path: node.path, property: slot.property, before: interpreter.stateDescription(node.state.slotValues[i]),
                                                   after: interpreter.stateDescription(now)))
                }
                node.state.slotValues[i] = now
            }
        }
        let gone = destroyed.filter { !$0.state.slotValues.isEmpty }.flatMap { node in
            zip(node.state.slots, node.state.slotValues).map { StateSlotChange(path: node.path, property: $0.property, before: interpreter.stateDescription($1), after: nil) }
        }
        destroyed = []
        return changed + gone + made
    }

    /// A line SwiftUI logs to the console, among the program's output.
    func log(_ line: String) { printed += line + "\n" }

    /// What a NavigationStack's pages are, to notice a push or a pop made outside the walk.
    func pageSignature(_ node: RenderNode, _ pages: [NavigationState.Page]) -> String {
        pages.map { page in
            switch page {
            case .push(.view(let view)): "view " + view.typeName
            case .push(.value(let value, let typeName)): typeName + " " + ((value as? Value).map { interpreter.describe($0) } ?? "")
            case .push(.bound): ""
            case .bound(let at): "bound \(at) " + ((try? node.ui.navigation.bound[at]?.shownValue()) ?? "")
            }
        }.joined(separator: "\n")
    }

    private func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private func buildRoot() throws -> ViewValue {
        try interpreter.withContext({ $0.defersBodies = true }, makeRoot)
    }

    // MARK: Passes

    /// Runs passes until no body is invalidated. A scrolled scroll view gets a pass of its own,
    /// which re-runs no body but shows other rows.
    func settle(forcingRoot: Bool = false, scrolled: ViewPath? = nil) throws {
        var force = forcingRoot
        var dirty = scrolled.map { [$0] } ?? []
        var passes = 0
        while true {
            let invalidated = invalidation()
            dirty += try ownReadChanges()
            let scrolledTo = pendingScrolls.isEmpty ? [] : try scrolledToRequests()
            if invalidated.isEmpty && !force && dirty.isEmpty && scrolledTo.isEmpty { return }
            // Rows a scroll brings on screen are not a change the transaction animates (on iOS the
            // scroll itself animates and the rows do not fade in).
            let transactions = animations
            if invalidated.isEmpty && !force && dirty.isEmpty { animations = [] }
            defer { animations = transactions }
            dirty += scrolledTo
            passes += 1
            if passes > Self.passLimit {
                throw UpdateFailure(.didNotSettle, Self.passLimit)
            }
            // Only lifecycle actions write state after a pass (a body's writes are undone), so a pass
            // that ran none leaves nothing to invalidate.
            // A `scrollTo` a lazy row not made yet scrolls on after the pass that made more rows.
            guard try runPass(invalidated, dirty: dirty, forcingRoot: force) || !pendingScrolls.isEmpty else { return }
            force = false
            dirty = []
        }
    }

    /// `withAnimation { … }`: the writes before it are one transaction and its own another (research §2.2).
    private func transaction(_ boundary: TransactionBoundary) throws {
        switch boundary {
        case .begin(let animation, let disables):
            try settle()
            animations.append(TransactionState(animation: animation, disablesAnimations: disables))
        case .end(let completion):
            try settle()
            animations.removeLast()
            if let completion { completions.append(completion) }
        }
    }

    /// The bodies whose dependencies changed since they ran, with `_printChanges`' reasons.
    private func invalidation() -> [ViewPath: [String]] {
        var out: [ViewPath: [String]] = [:]
        for node in [customNodes, styledNodes, readerNodes].joined() where node.isAlive {
            var reasons: [String] = []
            if node.dependencies.propertyReads.contains(where: \.hasChanged) { reasons.append("@dependencies") }
            for read in node.dependencies.stateReads where !read.storage.value.isSame(as: read.seen) {
                reasons.append(read.property)
            }
            for observed in node.dependencies.observedObjects where observed.state.hasChanged { reasons.append(observed.property) }
            if !reasons.isEmpty { out[node.path] = reasons }
        }
        return out
    }

    /// The views whose own reads changed (a TabView's selection, a NavigationStack's pages, a
    /// presentation's binding): they are walked again, with no body run.
    private func ownReadChanges() throws -> [ViewPath] {
        try watchingNodes.filter { node in try node.isAlive && node.ownReads.contains { try $0() } }.map(\.path)
    }

    /// Runs one pass and its lifecycle actions; true when any action ran.
    private func runPass(_ invalidated: [ViewPath: [String]], dirty: [ViewPath], forcingRoot: Bool) throws -> Bool {
        passCount += 1
        var (reconciliation, newTree) = try walk(invalidated: invalidated, dirty: dirty, forcingRoot: forcingRoot, merging: nil)
        var replaced = reconciliation.replaced
        // A lazy container that needs more rows, or shows others, is walked again in the same pass:
        // its new rows are inserted, and whatever appears is measured from the pass before. So is a
        // GeometryReader placed somewhere else, its content built for its new place, and a
        // NavigationStack whose walk met a bound page already set (`navigationDestination(isPresented:)`).
        for _ in 1..<Self.walkLimit {
            let changed = try measured(newTree, reconciliation)
                + reconciliation.navigationStacks.filter { stack in try stack.ownReads.contains { try $0() } }.map(\.path)
            if changed.isEmpty { break }
            (reconciliation, newTree) = try walk(invalidated: [:], dirty: changed, forcingRoot: false, merging: reconciliation.record)
            replaced += reconciliation.replaced
        }
        let gone = reconciliation.visited.count == nodes.count ? [] : nodes.values.filter { $0.visitedWalk != walkCount }
        for node in gone { nodes[node.path] = nil }
        let removed = (gone + replaced).sorted { $0.order < $1.order }
        for node in removed { node.isAlive = false }
        destroyed += removed
        // A range ForEach inside a removed view starts over when its view comes back.
        if !rangeCounts.isEmpty {
            for node in removed { rangeCounts = rangeCounts.filter { !node.path.contains($0.key) } }
        }
        reconciliation.record.removed = removed.map(\.path)
        scrollViews = reconciliation.scrollViews
        unmadeRows = reconciliation.lazyContainers.values.map { ($0.path, $0.unmade) }
        lazyWindows = lazyWindows.filter { nodes[$0.key] != nil }
        readerProxies = readerProxies.filter { nodes[$0.key] != nil }
        scrollOffsets = scrollOffsets.filter { nodes[$0.key] != nil }
        let before = resolved
        resolved = newTree
        customNodes = reconciliation.visited.filter { $0.view != nil }
        watchingNodes = reconciliation.visited.filter { !$0.ownReads.isEmpty }
        navigationStacks = reconciliation.navigationStacks
        let dismissed = presentations.filter { layer in !reconciliation.presentations.contains { $0 === layer } }
        presentations = reconciliation.presentations
        styledNodes = reconciliation.visited.filter(\.isStyled)
        readerNodes = reconciliation.visited.filter { $0.readerContent != nil && $0.dependencies.readsState }
        controls = reconciliation.controls
        texts = reconciliation.texts
        record.passes.append(reconciliation.record)
        let index = record.passes.count - 1
        defer {
            // An animated pass keeps the trees on both sides, for the animation engine's tables.
            if record.passes[index].animation != nil || !record.passes[index].implicitAnimations.isEmpty {
                record.passes[index].treeBefore = before
                record.passes[index].treeAfter = newTree
            }
        }
        let acted = try runLifecycle(of: index, removed: removed, inserted: Set(reconciliation.record.inserted), visited: reconciliation.visited,
                                     dismissed: dismissed)
        try playAnimatedBodies(of: index, among: reconciliation.visited)
        return acted
    }

    /// One walk of the tree; a walk after the first in a pass adds to the pass's record (the
    /// bodies that ran for new rows, the rows inserted).
    private func walk(invalidated: [ViewPath: [String]], dirty: [ViewPath], forcingRoot: Bool,
                      merging earlier: UpdatePassRecord?) throws -> (Reconciliation, ViewValue) {
        walkCount += 1
        var reconciliation = Reconciliation(tree: self, pass: passCount, walk: walkCount, invalidated: invalidated, dirty: dirty,
                                            forcesRoot: forcingRoot)
        if let earlier {
            let warnings = reconciliation.record.warnings
            reconciliation.record = earlier
            reconciliation.record.warnings += warnings.filter { !earlier.warnings.contains($0) }
        }
        reconciliation.record.serial = passCount
        reconciliation.record.animation = animations.last?.animation
        reconciliation.record.disablesAnimations = animations.last?.disablesAnimations ?? false
        var heads: [RenderNode] = []
        var window = Reconciliation.Context()
        window.provide("editMode", windowEditMode.binding)
        let tree = try reconciliation.resolve(root, window, heads: &heads)
        // The window's edit mode changed walks everything again.
        let editMode = windowEditMode.mode
        heads.first?.ownReads.append { [windowEditMode] in windowEditMode.mode != editMode }
        reconciliation.finish()
        return (reconciliation, tree)
    }

    /// A tree laid out without a trace, building no reader's content (the walk did), as the update
    /// cycle measures what it shows.
    func untracedLayout(of view: ViewValue) throws -> LayoutResult {
        var options = LayoutOptions(session: session, tracing: false)
        options.buildsReaderContent = false
        options.appliesScrollOffsets = false
        return try LayoutEngine.layout(view, in: proposal, options: options)
    }

    /// Lays out a walk's tree when it has lazy containers or GeometryReaders; the paths of the
    /// containers whose rows changed and of the readers placed elsewhere. The layout runs none of
    /// the learner's code to build a reader's content: the walk does.
    private func measured(_ resolved: ViewValue, _ reconciliation: Reconciliation) throws -> [ViewPath] {
        guard !reconciliation.lazyContainers.isEmpty || !reconciliation.geometryReaders.isEmpty else { return [] }
        let result = try untracedLayout(of: resolved)
        return lazyWindowsChanged(result, reconciliation) + readerProxiesChanged(result, reconciliation)
    }

    /// Each reader's proxy as the layout placed it; the paths of those whose proxy changed.
    private func readerProxiesChanged(_ result: LayoutResult, _ reconciliation: Reconciliation) -> [ViewPath] {
        guard !reconciliation.geometryReaders.isEmpty else { return [] }
        let readers = Dictionary(reconciliation.geometryReaders.map { ($0.description, $0) }, uniquingKeysWith: { a, _ in a })
        var changed: [ViewPath] = []
        for placed in result.nodes {
            guard let key = placed.node.renderPath, let path = readers[key], let proxy = placed.node.readerProxy,
                  readerProxies[path] != proxy else { continue }
            readerProxies[path] = proxy
            changed.append(path)
        }
        return changed
    }

    /// Gives each lazy container the rows it needs now; the paths of those whose rows changed.
    private func lazyWindowsChanged(_ result: LayoutResult, _ reconciliation: Reconciliation) -> [ViewPath] {
        guard !reconciliation.lazyContainers.isEmpty else { return [] }
        let scrolling = Dictionary(reconciliation.scrollViews.map { ($0.path.description, $0) }, uniquingKeysWith: { a, _ in a })
        // The nearest scroll view at or above each node, by index.
        var scrollAncestor: [Int: Int] = [:]
        var changed: [ViewPath] = []
        for (i, node) in result.nodes.enumerated() {
            if let path = node.node.renderPath, scrolling[path] != nil { scrollAncestor[i] = i }
            else if let parent = node.parent, let s = scrollAncestor[parent] { scrollAncestor[i] = s }
            guard let path = node.node.renderPath, let rows = reconciliation.lazyContainers[path], let s = scrollAncestor[i] else { continue }
            let scrollView = scrolling[result.nodes[s].node.renderPath!]!
            let window = rows.window(in: result, at: i, scrollView: s, scrollAxis: scrollView.axis, offset: scrollOffsets[scrollView.path] ?? 0)
            if window != rows.window {
                lazyWindows[rows.path] = window
                changed.append(rows.path)
            } else if lazyWindows[rows.path] == nil {
                lazyWindows[rows.path] = window
            }
        }
        return changed
    }

    // MARK: State

    /// The node that owns a state box, and the property holding it; `node` is looked at first.
    /// Only a write during a body asks, so the search of the tree is on that path alone.
    func owner(of storage: Ref, lookingFirstAt node: RenderNode) -> (RenderNode, String)? {
        for candidate in [node] + nodes.values where candidate.view != nil {
            if let name = candidate.state.storage.first(where: { $0.value === storage })?.key { return (candidate, name) }
        }
        return nil
    }

    /// Whether a view observes one of `objects` as a whole (`@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`): the view whose body published, or any node. Only a publish in a body asks.
    func observes(any objects: [Object], besides view: InterpretedView) -> Bool {
        let observed = view.observedObjects.map(\.state.object) + customNodes.flatMap { $0.dependencies.observedObjects.map(\.state.object) }
        return observed.contains { o in objects.contains { $0 === o } }
    }
}

/// An event that failed part-way: what it did until then, and why it stopped. Unchecked: the record's
/// views hold closures, which are not Sendable, but the error only goes from the thread that ran the
/// event to its caller once that thread has finished (`Session.onLargeStack` waits for it, as its
/// `ResultBox` does), so nothing in it is ever used on two threads at once.
public struct UpdateError: Error, @unchecked Sendable {
    public let partial: UpdateRecord
    public let underlying: Error
}
