import ViewlabLayout
import ViewlabModel

/// Compact layout listings for lesson cells: every node's frame, or the numbered trace steps.
enum LessonListing {
    static func frames(_ result: LayoutResult) -> String {
        result.nodes.indices.map { i in
            let node = result.nodes[i]
            return String(repeating: "  ", count: node.depth) + "\(node.label)  \(result.frameInParent(i).size) at (\(formatNumber(node.frame.minX)), \(formatNumber(node.frame.minY)))"
        }.joined(separator: "\n") + "\n"
    }

    static func steps(_ result: LayoutResult) -> String {
        let trace = result.trace
        return trace.steps().enumerated().map { i, e in
            let what = e.verb == .propose
                ? "\(trace.name(e.actor)) proposes \(e.proposal.map(\.description) ?? "?") to \(trace.name(e.target))"
                : "\(trace.name(e.actor)) reports \(e.size.map(\.description) ?? "?")"
            return "\(i + 1). \(what)" + (e.reason.isEmpty ? "" : "  (\(e.reason))")
        }.joined(separator: "\n") + "\n"
    }
}
