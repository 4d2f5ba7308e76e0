import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

extension Reconciliation {
    /// The subtree of a custom view that nothing can have changed: the same struct as last time
    /// (its parent's body did not run), no dependency changed in it or below it, the same context.
    /// Its nodes are visited and its controls and texts taken as they were, without walking it.
    mutating func reused(_ node: RenderNode, _ source: InterpretedView, _ context: Context) -> ViewValue? {
        guard node.view === source, let subtree = node.walked, let value = subtree.resolvedView, subtree.context?.isSame(as: context, known: &sameSettings) == true,
              !(forcesRoot && node.path.isRoot),
              !dirtyPaths.contains(where: node.path.contains) else { return nil }
        for n in subtree.nodes {
            n.visitedWalk = walk
            n.show(n.isShowing, in: pass)
            n.order = order
            order += 1
            visited.append(n)
        }
        controls += subtree.controls
        texts += subtree.texts
        return value
    }

    /// The node of a view of `kind` where `context` places it: the one there if it is of the same
    /// kind, otherwise a new one.
    mutating func visit(_ kind: String, in context: Context, heads: inout [RenderNode]) -> RenderNode {
        record.walked += 1
        let wanted = context.path(kind)
        var path = wanted
        var copy = 1
        // Each path looked up once (a 10,000-row list visits 40,000 paths; hashing one walks its links).
        var found = tree.nodes[path]
        while let n = found, n.visitedWalk == walk {
            // Two views at one path in one pass (not in source: SwiftUI's paths never collide): keep them apart.
            copy += 1
            path = wanted.appending(.repeated(copy))
            found = tree.nodes[path]
        }
        let node: RenderNode
        if let existing = found, existing.kind == kind {
            node = existing
        } else {
            if let other = found { replaced.append(other) }
            node = RenderNode(path: path, kind: kind)
            tree.nodes[path] = node
            record.inserted.append(path)
        }
        node.visitedWalk = walk
        node.order = order
        order += 1
        visited.append(node)
        node.show(!context.isHidden, in: pass)
        node.context = context
        node.actions = []
        node.ownReads = []
        node.forgetSwipeEdges()
        node.identifier = nil
        heads.append(node)
        return node
    }

    /// Brings a custom view's node up to date with the view its parent built: the node's state goes
    /// into the new struct, and `body` runs if the node is new, if the struct's properties changed
    /// (`@self`), or if invalidation found a dependency changed (research §2.1).
    mutating func update(_ node: RenderNode, with view: InterpretedView, _ context: Context) throws {
        try view.provide(context.environmentObjects)
        // An `@Environment(\.key)` property re-runs the body only when the value it reads changed (research §2.5).
        let read = try view.provide(values: context.environment)
        let environmentChanges = node.view == nil ? [] : read.filter { property, value in
            node.dependencies.environmentSeen[property].map { !Self.sameEnvironmentValue($0, value) } ?? false
        }.map { "_" + $0.key }
        node.dependencies.environmentSeen = read
        var reasons: [String]
        if let previous = node.view, previous === view {
            // The struct from the body that ran last time, not rebuilt since: only invalidation or
            // a new environment value can re-run it.
            let pending = (invalidated[node.path] ?? []) + environmentChanges
            guard !pending.isEmpty else { return }
            view.adopt(node.state.storage)
            reasons = pending.filter { $0 == "@dependencies" } + view.dynamicProperties.map(\.storedName).filter(pending.contains)
        } else if let previous = node.view {
            view.adopt(node.state.storage)
            let pending = (invalidated[node.path] ?? []) + environmentChanges
            reasons = pending.filter { $0 == "@dependencies" }
            if !view.hasSameProperties(as: previous) { reasons.append("@self") }
            var changed = Set(pending.filter { $0.hasPrefix("_") })
            let before = Dictionary(node.dependencies.observedObjects.map { ($0.property, $0.state.object) }, uniquingKeysWith: { a, _ in a })
            for (property, state) in view.observedObjects where before[property] !== state.object { changed.insert(property) }
            reasons += view.dynamicProperties.map(\.storedName).filter(changed.contains)
            let isRoot = node.path.isRoot
            if reasons.isEmpty && !(forcesRoot && isRoot) {
                node.view = view
                return
            }
        } else {
            node.view = view
            node.state.own(try view.makeStorage(), of: view)
            view.adopt(node.state.storage)
            reasons = view.firstRenderReasons
        }
        let before = node.view?.animatableData
        node.view = view
        let tracker = ReadTracker()
        let outputStart = tree.printedLength
        node.body = try view.runBody(reasons: reasons, tracker: tracker)
        if let before, let after = view.animatableData, before != after {
            node.animatedFrom = (before, outputStart..<tree.printedLength)
        }
        for write in tracker.ignoredWrites where !write.attempted.isSame(as: write.storage.value) {
            // A body that writes state, its own or another view's: SwiftUI ignores the write and
            // logs this (research §1.5, §2.2).
            guard let (owner, name) = tree.owner(of: write.storage, lookingFirstAt: node) else { continue }
            let warning = Message.modifyingStateDuringUpdate.filled(["\(owner.kind)._\(name)", "\(owner.path)"]).en
            if !record.warnings.contains(warning) { record.warnings.append(warning) }
        }
        if !tracker.publishes.isEmpty, tree.observes(any: tracker.publishes, besides: view) {
            // The write still happens; observers re-render in the next pass (research §1.5).
            let warning = Message.publishingDuringUpdate.en
            if !record.warnings.contains(warning) { record.warnings.append(warning) }
        }
        node.dependencies.record(tracker)
        node.dependencies.observedObjects = view.observedObjects
        record.bodies.append(BodyRun(view: view.typeName, path: node.path, reasons: reasons))
    }
}
