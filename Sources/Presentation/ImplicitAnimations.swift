import ViewlabAnimation
import ViewlabLayout
import ViewlabModel

extension AnimatedLayout {
    /// The animation each changing view moves with in one update pass (environment-animation.md
    /// §3.1 step 3, §3.3): the pass's transaction from `withAnimation`/`withTransaction`, changed on
    /// the way down by the modifiers above the view, outermost first, as `TransactionResolution`
    /// resolves them: an `.animation(_:value:)` whose value differs between the two layouts (or one
    /// without a value) sets its animation unless the transaction `disablesAnimations` (L2819–2823);
    /// a `.transaction` modifier leaves what its closure made of this pass's transaction (L2801–2840).
    /// A modifier reaches the views below it and those SwiftUI applies at the view around it (a
    /// `.frame` around the `.animation`, L2687). `resolve` gives an animation's curve (nil: one
    /// viewlab cannot read). The changed views in groups of one animation (nil: they snap), in tree order;
    /// `setByModifier` tells a modifier's animation from the transaction's own.
    public func transactionGroups(before: LayoutResult, after: LayoutResult, pass: UpdatePassRecord, resolve: (TransactionAnimation) -> Animation?)
        -> [(animation: Animation?, setByModifier: Bool, tracks: [Track])] {
        let oldValues = Dictionary(AnimatedLayout.index(before).compactMap { i in i.node.node.implicitAnimation.map { (i.path, $0.value) } },
                                   uniquingKeysWith: { a, _ in a })
        // Each modifier's reach: the views below its node, and the modifiers at the view around it
        // from the outermost of them down (not its own node otherwise: its frame is its content's).
        var steps: [(path: String, includesNode: Bool, step: TransactionStep, sets: Bool)] = []
        func add(_ path: String, _ step: TransactionStep, sets: Bool) {
            let reach = AnimatedLayout.drawnAtTheView(path)
            steps.append((reach, reach != path, step, sets))
        }
        for i in AnimatedLayout.index(after) {
            if let implicit = i.node.node.implicitAnimation, let old = oldValues[i.path] {
                if let value = implicit.value, let old, value.equals(old) { continue }
                add(i.path, .animation(implicit.animation.flatMap(resolve), valueChanged: true), sets: !pass.disablesAnimations)
            } else if let result = i.node.node.transaction?.results[pass.serial] {
                let made = Transaction(animation: result.animation.flatMap(resolve), disablesAnimations: result.disablesAnimations)
                add(i.path, .transaction(label: i.node.label) { $0 = made }, sets: true)
            }
        }
        let start = TransactionStep.withTransaction(Transaction(animation: pass.animation.flatMap(resolve), disablesAnimations: pass.disablesAnimations))
        var groups: [(animation: Animation?, setByModifier: Bool, tracks: [Track])] = []
        for track in tracks where track.change != .unchanged {
            let above = steps.filter { ($0.includesNode && track.path == $0.path) || track.path.hasPrefix($0.path + "/") }
                .sorted { $0.path.count < $1.path.count }
            let animation = TransactionResolution([start] + above.map(\.step)).transaction.animation
            let setByModifier = above.contains(where: \.sets)
            if let g = groups.firstIndex(where: { $0.animation == animation && $0.setByModifier == setByModifier }) {
                groups[g].tracks.append(track)
            } else {
                groups.append((animation, setByModifier, [track]))
            }
        }
        return groups
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
