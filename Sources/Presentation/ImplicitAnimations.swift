import ViewlabLayout
import ViewlabModel

extension AnimatedLayout {
    /// The changes that implicit animations move: an `.animation(_:value:)` whose value differs
    /// between the two layouts (or one without a value, which animates every change) animates the
    /// changing views below it, and a view goes with the nearest such animation above it
    /// (environment-animation.md §3.3: the modifier sets the transaction for its subtree, so an
    /// inner one overrides an outer one). Each entry is one such modifier: its animation as
    /// written and the tracks it moves, in tree order; the changes outside all of them are not
    /// animated by them. Modifiers drawn at the view, such as a `.frame` or `.padding` around the
    /// `.animation`, animate with it too (§3.1 step 5, L2687).
    public func implicitAnimations(before: LayoutResult, after: LayoutResult) -> [(animation: String, tracks: [Track])] {
        let oldValues = Dictionary(AnimatedLayout.index(before).compactMap { i in i.node.node.implicitAnimation.map { (i.path, $0.value) } },
                                   uniquingKeysWith: { a, _ in a })
        let fired: [(path: String, animation: String)] = AnimatedLayout.index(after).compactMap { i in
            guard let implicit = i.node.node.implicitAnimation, let old = oldValues[i.path] else { return nil }
            if let value = implicit.value, let old, value.equals(old) { return nil }
            return (AnimatedLayout.drawnAtTheView(i.path), implicit.animation)
        }
        guard !fired.isEmpty else { return [] }
        var groups = fired.map { (animation: $0.animation, tracks: [Track]()) }
        for track in tracks where track.change != .unchanged {
            // The innermost is the longest path that contains the track.
            let owner = fired.indices.filter { track.path == fired[$0].path || track.path.hasPrefix(fired[$0].path + "/") }.max { fired[$0].path.count < fired[$1].path.count }
            if let owner { groups[owner].tracks.append(track) }
        }
        return groups.filter { !$0.tracks.isEmpty }
    }

    /// The outermost of the modifiers directly around a node that SwiftUI applies at the view
    /// itself (§3.1 step 5: `.frame`, `.offset`, `.foregroundColor`, the other layout modifiers),
    /// through a modifier's `content` placeholder: an `.animation` inside `.frame` animates the
    /// frame (L2687), and one inside an `.animation(_:body:)` closure's frame keeps it from
    /// animating (L2712); a rotation or an opacity around it is not at the view.
    private static func drawnAtTheView(_ path: String) -> String {
        var segments = path.split(separator: "/")
        while segments.count > 1, atTheView.contains(String(segments[segments.count - 2].prefix { $0 != "[" && $0 != "@" && $0 != "#" })) {
            segments.removeLast()
        }
        return segments.joined(separator: "/")
    }

    private static let atTheView: Set<String> = ["frame", "offset", "padding", "position", "fixedSize", "aspectRatio",
                                                 "foregroundColor", "foregroundStyle", "font", "content"]
}
