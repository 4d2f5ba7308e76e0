import ViewlabLayout
import ViewlabModel

/// One check of an exercise, as `checks.txt` states it (Exercises/README.md).
public struct CheckSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `bar.width == W at 50x100 320x480`: a comparison of layout facts or predicted values.
        case compare(CheckExpression, Comparison, CheckExpression)
        /// `tree has fixedSize`, `tree lacks fixedSize`.
        case treeHas(String), treeLacks(String)
        /// `tree count Text == 3`.
        case treeCount(String, Comparison, Double)
        /// `tree background above padding`: a node of the first kind holds one of the second kind in
        /// its primary subtree (not in a background's or overlay's secondary view).
        case treeAbove(String, String)
        /// `tree same as solution`: the learner's tree diagram equals the reference solution's.
        case treeSameAsSolution
        /// `frames same as solution`: every node has the solution's kind and frame at each proposal.
        case framesSameAsSolution
        /// `type same as solution`, `type differs from starter`, `type contains "VStack<"`.
        case typeSameAsSolution, typeDiffersFromStarter
        case typeContains(String), typeLacks(String)
        /// `program same as starter`: the program is the starter's but for the constants a
        /// prediction answers with; every prediction exercise has it (a changed program is not a prediction).
        case programSameAsStarter
    }

    public var line: Int
    /// The statement as written, shown to the learner.
    public var source: String
    /// Hidden checks count toward the verdict, but feedback never shows what they test (nbgrader).
    public var hidden: Bool
    public var kind: Kind
    /// Proposals the check is judged at; the book's 320×480 when none are given.
    public var proposals: [ProposedViewSize]
    /// What the check wants, in words, shown instead of the formula when given.
    public var expect: String?
    /// Where to look when the check fails.
    public var look: String?
    /// `after tap "Increment: 0"; toggle #show: …`: the update-cycle events run before the check is
    /// judged (cli-contract.md `update`).
    public var events: [String] = []

    /// The constant a prediction check compares bare (`$width == root.width`): its answer.
    var predictedName: String? {
        guard case .compare(let a, _, let b) = kind else { return nil }
        if case .learnerValue(let name) = a { return name }
        if case .learnerValue(let name) = b { return name }
        return nil
    }

    /// The check as a learner reads it when it fails: a prediction compared with a number or a text
    /// shows "…" in its place, which would otherwise be the answer.
    var shownSource: String {
        guard case .compare(let a, let op, let b) = kind, predictedName != nil else { return source }
        if case .learnerValue = a, !b.isComputed { return "\(a) \(op.rawValue) …" }
        if case .learnerValue = b, !a.isComputed { return "… \(op.rawValue) \(b)" }
        return source
    }

    /// Whether the check is judged on the live view after its events: it has events, or asks what
    /// the update cycle did (`text(ID)`, `printed`, `bodies`, `ran(TYPE)`, `inserted`, `removed`).
    var needsUpdateCycle: Bool {
        guard events.isEmpty else { return true }
        if case .compare(let a, _, let b) = kind { return a.asksUpdateCycle || b.asksUpdateCycle }
        return false
    }
}

public enum Comparison: String, Sendable, Equatable, CaseIterable {
    case equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">"

    /// The same comparison with its sides swapped: `a < b` is `b > a`.
    var mirrored: Comparison {
        switch self {
        case .less: .greater
        case .greater: .less
        case .lessOrEqual: .greaterOrEqual
        case .greaterOrEqual: .lessOrEqual
        case .equal, .notEqual: self
        }
    }

    /// Numbers match within 0.01, as the spec's "predict the size" exercises require.
    public static let tolerance = 0.01

    func holds(_ a: CheckValue, _ b: CheckValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            let same = x == y || abs(x - y) <= Comparison.tolerance
            switch self {
            case .equal: return same
            case .notEqual: return !same
            case .lessOrEqual: return x <= y || same
            case .greaterOrEqual: return x >= y || same
            case .less: return x < y && !same
            case .greater: return x > y && !same
            }
        default:
            let same = a.text.lowercased() == b.text.lowercased()
            return self == .equal ? same : self == .notEqual ? !same : false
        }
    }
}

/// A value a check compares: a number, or a learner's answer such as "b".
public enum CheckValue: Sendable, Equatable, CustomStringConvertible {
    case number(Double), text(String)
    /// A learner's `Animation` value, as their code built it.
    case animation(AnimationExpression)
    public var text: String {
        switch self {
        case .number(let n): formatNumber(n)
        case .text(let s): s
        case .animation(let a): a.description
        }
    }
    public var description: String {
        switch self {
        case .number(let n): formatNumber(n)
        case .text(let s): "\"\(s)\""
        case .animation(let a): a.description
        }
    }
}

/// The expressions of a comparison check.
public indirect enum CheckExpression: Sendable, Equatable, CustomStringConvertible {
    case number(Double)
    case text(String)
    /// `W` and `H`: the proposal the check is judged at.
    case proposalWidth, proposalHeight
    /// `bar.width`: a fact of the view tagged `.accessibilityIdentifier("bar")` (or `root`).
    case node(String, NodeProperty)
    /// `steps`: how many numbered steps (proposals and reports, no probes) the layout trace has.
    case steps
    /// `count(Text)`: how many layout nodes of a kind the tree has.
    case count(String)
    /// `typename`: the root view's full generic type.
    case typeName
    /// `$predictedWidth`: a constant the learner's file declares.
    case learnerValue(String)
    /// `progress(".easeIn(duration: 1)", 0.25)` or `progress($curve, 0.25)`: the progress of an
    /// animation at a time, so that "predict the value" and "which curve" exercises can take
    /// answers (issue 6 item 8).
    case progress(CheckExpression, CheckExpression)
    /// `animated(box.drawnMinX, taps, 0, 1, 0.25)`: the fact of a tagged view when the file's
    /// top-level `var taps` changes from 0 to 1 and the animation is a quarter done: the view is
    /// built in the new state with every `Animatable` value's data interpolated (`Session.frame(of:progress:in:options:)`).
    case animated(String, NodeProperty, variable: String, from: CheckExpression, to: CheckExpression, progress: CheckExpression)
    case binary(CheckExpression, Character, CheckExpression)
    /// `text(label)`: the strings of the Text views in the tagged view, joined by a space, after the events.
    case viewText(String)
    /// `printed`: the lines the program printed while its events were handled (the first render's
    /// when there are none), joined by "; ".
    case printed
    /// `bodies`: the custom views whose body ran for the last event, by type, in order, joined by ", ".
    case bodies
    /// `ran(Counter)`: how many times a view type's body ran for the last event.
    case ran(String)
    /// `runs(Row)`: how many times a view type's body ran over all the check's events (the first
    /// render's when there are none): what an optimisation saves across a sequence of events.
    case runs(String)
    /// `inserted`, `removed`: how many render-tree nodes the last event created or destroyed.
    case inserted, removed
    /// `passes`: how many update passes the last event ran (one per transaction).
    case passes
    /// `color(160, ring.minY + 3)`: the name of the SwiftUI colour nearest to what is drawn at a
    /// point of the window (`white` where nothing is), so a check can look at a picture as a person
    /// would: `color(ring.midX, ring.midY) == "white"`.
    case color(CheckExpression, CheckExpression)

    var asksUpdateCycle: Bool {
        switch self {
        case .viewText, .printed, .bodies, .ran, .runs, .inserted, .removed, .passes: true
        case .binary(let a, _, let b): a.asksUpdateCycle || b.asksUpdateCycle
        default: false
        }
    }

    public var description: String {
        switch self {
        case .number(let n): formatNumber(n)
        case .text(let s): "\"\(s)\""
        case .proposalWidth: "W"
        case .proposalHeight: "H"
        case .node(let id, let p): "\(id).\(p.rawValue)"
        case .steps: "steps"
        case .count(let kind): "count(\(kind))"
        case .typeName: "typename"
        case .learnerValue(let name): "$\(name)"
        case .progress(let curve, let time): "progress(\(curve), \(time))"
        case .animated(let id, let p, let variable, let from, let to, let progress):
            "animated(\(id).\(p.rawValue), \(variable), \(from), \(to), \(progress))"
        case .binary(let a, let op, let b): "\(a) \(op) \(b)"
        case .viewText(let id): "text(\(id))"
        case .printed: "printed"
        case .bodies: "bodies"
        case .ran(let type): "ran(\(type))"
        case .runs(let type): "runs(\(type))"
        case .inserted: "inserted"
        case .removed: "removed"
        case .passes: "passes"
        case .color(let x, let y): "color(\(x), \(y))"
        }
    }

    /// Whether the expression is more than a literal, so that feedback shows what it came to.
    var isComputed: Bool {
        switch self {
        case .number, .text: false
        default: true
        }
    }
}

/// What a check may ask of a tagged view.
public enum NodeProperty: String, Sendable, Equatable, CaseIterable {
    case x, y, width, height, minX, midX, maxX, minY, midY, maxY
    /// The proposal the view was placed with (nil reads as -1, ∞ as a huge number).
    case proposedWidth, proposedHeight
    /// Where the view is drawn when offset, rotation or scale moved the drawing (else its frame).
    case drawnMinX, drawnMidX, drawnMinY, drawnMidY

    func value(of node: PlacedNode) -> Double {
        let f = node.frame, d = node.drawn ?? node.frame
        switch self {
        case .x, .minX: return f.minX
        case .y, .minY: return f.minY
        case .width: return f.size.width
        case .height: return f.size.height
        case .midX: return f.minX + f.size.width / 2
        case .maxX: return f.minX + f.size.width
        case .midY: return f.minY + f.size.height / 2
        case .maxY: return f.minY + f.size.height
        case .proposedWidth: return node.proposal.width ?? -1
        case .proposedHeight: return node.proposal.height ?? -1
        case .drawnMinX: return d.minX
        case .drawnMidX: return d.minX + d.size.width / 2
        case .drawnMinY: return d.minY
        case .drawnMidY: return d.minY + d.size.height / 2
        }
    }
}
