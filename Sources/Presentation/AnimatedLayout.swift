import ViewlabLayout
import ViewlabModel

/// Two layouts of one view, before and after a state change, matched node by node by identity,
/// and drawn at any progress of an animation (issue 6 item 5). A node present in both
/// interpolates its frame (SwiftUI animates the *properties* of views that stay, environment-
/// animation.md §3.6); a node only in the new layout is inserted and animates in from its
/// transition's active state; a node only in the old one is removed and stays as a ghost,
/// animating out, until the animation ends.
public struct AnimatedLayout {
    public enum Change: String, Sendable { case unchanged, interpolated, inserted, removed }

    public struct Track: Sendable {
        /// The node's identity: its kind and list identity at each level from the root
        /// (view-trees-state.md §2.5: position, branch, explicit id).
        public var path: String
        public var label: String
        public var depth: Int
        public var before: Rect?, after: Rect?
        public var change: Change
        /// What differs, for interpolated nodes: the frame's components (`x`, `y`, `width`,
        /// `height`) and the node's own `opacity` effect.
        public var properties: [String]
        /// The node's own `.opacity(_:)` before and after, when it changes (TiS L2909–2918).
        var opacities: (before: Double, after: Double)?
        /// For inserted and removed nodes: the transition (`.opacity` unless one is given) and the
        /// frame of the view it modifies.
        public var transition: TransitionSpec?
        var transitionBounds: Rect?
        /// For an inserted or removed member of a matched geometry group: where it starts (matched
        /// to the source before the change) or ends (matched to the source after it), TiS L3850–3885.
        public var matchedFrame: Rect?
    }

    public var tracks: [Track]

    public init(before: LayoutResult, after: LayoutResult) {
        let old = AnimatedLayout.index(before), new = AnimatedLayout.index(after)
        let oldPaths = Dictionary(old.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let newPaths = Set(new.map(\.path))
        var tracks: [Track] = new.map { n in
            guard let o = oldPaths[n.path] else {
                return Track(path: n.path, label: n.node.label, depth: n.node.depth, before: nil, after: n.drawn, change: .inserted, properties: [])
            }
            var properties = AnimatedLayout.differences(o.drawn, n.drawn)
            let opacities = (before: AnimatedLayout.ownOpacity(o.node.node.view), after: AnimatedLayout.ownOpacity(n.node.node.view))
            let fades = abs(opacities.before - opacities.after) > 1e-9
            if fades { properties.append("opacity") }
            return Track(path: n.path, label: n.node.label, depth: n.node.depth, before: o.drawn, after: n.drawn,
                         change: properties.isEmpty ? .unchanged : .interpolated, properties: properties, opacities: fades ? opacities : nil)
        }
        tracks += old.filter { !newPaths.contains($0.path) }.map { o in
            Track(path: o.path, label: o.node.label, depth: o.node.depth, before: o.drawn, after: nil, change: .removed, properties: [])
        }
        AnimatedLayout.attachTransitions(&tracks, before: before, after: after, old: old, new: new)
        AnimatedLayout.matchGeometry(&tracks, old: old, new: new)
        self.tracks = tracks
    }

    /// A node as drawn at one moment of the animation.
    public struct Drawn {
        public var frame: Rect
        public var opacity: Double
        /// For an inserted or removed node, what its transition applies at that moment (the
        /// opacity, offset and scale of its modifiers, §3.6); nil for a node that stays, or one a
        /// matched geometry group moves.
        public var transition: TransitionEffects?
    }

    /// A node's frame and opacity at `progress`, or nil when it is not drawn (a removed node
    /// once the animation has ended).
    public func drawn(_ track: Track, progress: Double, ended: Bool) -> Drawn? {
        switch track.change {
        case .unchanged: return Drawn(frame: track.after!, opacity: 1)
        case .interpolated:
            let a = track.before!, b = track.after!
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * progress }
            return Drawn(frame: AnimatedLayout.mix(a, b, progress), opacity: track.opacities.map { mix($0.before, $0.after) } ?? 1)
        case .inserted:
            let effects = track.transition!.effects(1 - progress, inserting: true, bounds: track.transitionBounds!)
            if let matched = track.matchedFrame { return Drawn(frame: AnimatedLayout.mix(matched, track.after!, progress), opacity: effects.opacity) }
            return Drawn(frame: effects.apply(to: track.after!, bounds: track.transitionBounds!), opacity: effects.opacity, transition: effects)
        case .removed:
            if ended { return nil }
            let effects = track.transition!.effects(progress, inserting: false, bounds: track.transitionBounds!)
            if let matched = track.matchedFrame { return Drawn(frame: AnimatedLayout.mix(track.before!, matched, progress), opacity: effects.opacity) }
            return Drawn(frame: effects.apply(to: track.before!, bounds: track.transitionBounds!), opacity: effects.opacity, transition: effects)
        }
    }

    private static func mix(_ a: Rect, _ b: Rect, _ progress: Double) -> Rect {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * progress }
        return Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
    }

    /// Matched geometry and transitions (TiS L3850–3885): an inserted member of a group starts
    /// matched to the group's source before the change, a removed one ends matched to the source
    /// after it; the transition still fades them. Inside the member, a view that fills it and
    /// takes the size it is proposed takes the source's frame; one of a fixed size (or under one)
    /// keeps its size and moves with the member's centre (a `.frame(width: 30, height: 30)` inside
    /// stays 30×30, L3887–3904).
    private static func matchGeometry(_ tracks: inout [Track], old: [Indexed], new: [Indexed]) {
        func sources(_ indexed: [Indexed]) -> [String: Rect] {
            var out: [String: Rect] = [:]
            for i in indexed {
                if let m = i.node.node.matchedGeometry, m.isSource, out[m.group] == nil { out[m.group] = i.drawn }
            }
            return out
        }
        let before = sources(old), after = sources(new)
        for (change, indexed, matchedTo) in [(Change.inserted, new, before), (.removed, old, after)] {
            let moving = Dictionary(indexed.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            for member in indexed {
                guard let m = member.node.node.matchedGeometry, let source = matchedTo[m.group],
                      tracks.contains(where: { $0.path == member.path && $0.change == change }) else { continue }
                let frame = member.drawn
                for i in tracks.indices where tracks[i].change == change
                    && (tracks[i].path == member.path || tracks[i].path.hasPrefix(member.path + "/")) {
                    guard let inner = moving[tracks[i].path] else { continue }
                    // The views from the member's content down to this one: is any of a fixed size?
                    var path = member.path, fixed = false
                    for segment in tracks[i].path.dropFirst(member.path.count).split(separator: "/") {
                        path += "/" + segment
                        fixed = fixed || moving[path]?.node.node.ignoresProposal == true
                    }
                    let r = inner.drawn
                    tracks[i].matchedFrame = r.size == frame.size && !fixed ? source
                        : Rect(x: r.minX + source.midX - frame.midX, y: r.minY + source.midY - frame.midY, width: r.width, height: r.height)
                }
            }
        }
    }

    struct Indexed {
        var path: String
        var node: PlacedNode
        var index: Int
        var drawn: Rect { node.drawn ?? node.frame }
    }

    /// Paths for every node; a repeated path (duplicate ids) gets `#2`, `#3`, … so nothing is lost.
    static func index(_ result: LayoutResult) -> [Indexed] {
        var paths: [String] = []
        var seen: [String: Int] = [:]
        return result.nodes.enumerated().map { i, node in
            var segment = node.kind + (node.identity.isEmpty ? "" : "[\(node.identity)]")
            if node.role != .primary { segment += "@" + node.role.rawValue }
            var path = (node.parent.map { paths[$0] + "/" } ?? "") + segment
            seen[path, default: 0] += 1
            if seen[path]! > 1 { path += "#\(seen[path]!)" }
            paths.append(path)
            return Indexed(path: path, node: node, index: i)
        }
    }

    /// The opacity a node's own `.opacity(_:)` draws its subtree at; 1 for any other node.
    static func ownOpacity(_ view: ViewValue) -> Double {
        if case .modified(_, let m) = view, case .opacity(let x)? = m.drawingEffect { x } else { 1 }
    }

    private static func differences(_ a: Rect, _ b: Rect) -> [String] {
        let pairs: [(String, Double, Double)] = [("x", a.minX, b.minX), ("y", a.minY, b.minY),
                                                 ("width", a.size.width, b.size.width), ("height", a.size.height, b.size.height)]
        return pairs.filter { abs($0.1 - $0.2) > 1e-9 }.map(\.0)
    }

    /// An inserted or removed node takes the transition of the nearest `.transition` node at or
    /// above it that came or went with it; else the one under the outermost node that came or went,
    /// through the modifiers written after it (a transition is a trait of the view, which the
    /// modifiers around it pass on: `.transition(.slide).onAppear { }` slides); without one,
    /// SwiftUI's default `.opacity` (§3.6), relative to the outermost node that came or went.
    private static func attachTransitions(_ tracks: inout [Track], before: LayoutResult, after: LayoutResult, old: [Indexed], new: [Indexed]) {
        for t in tracks.indices where tracks[t].change == .inserted || tracks[t].change == .removed {
            let inserted = tracks[t].change == .inserted
            let (result, indexed) = inserted ? (after, new) : (before, old)
            let moving = Set(tracks.filter { $0.change == tracks[t].change }.map(\.path))
            guard var i = indexed.firstIndex(where: { $0.path == tracks[t].path }) else { continue }
            var outermost = i
            var found: (TransitionSpec, Rect)?
            while moving.contains(indexed[i].path) {
                outermost = i
                let node = indexed[i].node
                if found == nil, let spec = node.node.transition {
                    found = (spec, indexed[i].drawn)
                }
                guard let parent = result.nodes[i].parent else { break }
                i = parent
            }
            var inner = outermost
            while found == nil, moving.contains(indexed[inner].path) {
                if let spec = indexed[inner].node.node.transition { found = (spec, indexed[inner].drawn); break }
                let children = result.children(of: inner)
                guard children.count == 1 else { break }
                inner = children[0]
            }
            tracks[t].transition = found?.0 ?? .opacity
            tracks[t].transitionBounds = found?.1 ?? indexed[outermost].drawn
        }
    }
}
