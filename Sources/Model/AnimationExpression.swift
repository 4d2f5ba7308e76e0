/// A SwiftUI `Animation` as the learner's code builds it: a base (`.spring(response: 0.4)`) and the
/// modifiers chained after it (`.delay(0.1)`), with their arguments evaluated. It stays a
/// description because what it means depends on the platform (iOS 17 changed `.default`,
/// environment-animation.md "Settled constants"): the animation engine resolves it.
public struct AnimationExpression: Equatable, Sendable, CustomStringConvertible {
    public enum Literal: Equatable, Sendable {
        case number(Double)
        case bool(Bool)
    }
    public struct Argument: Equatable, Sendable {
        public var label: String?
        public var value: Literal
        public init(label: String?, value: Literal) { self.label = label; self.value = value }

        /// `response: 0.4`, as Swift prints the number.
        public var source: String {
            let text = switch value {
            case .number(let n): String(describing: n)
            case .bool(let b): String(b)
            }
            return (label.map { $0 + ": " } ?? "") + text
        }
    }
    /// `name` or `name(arguments)`; `arguments` is nil for a property such as `.easeIn`.
    public struct Call: Equatable, Sendable {
        public var name: String
        public var arguments: [Argument]?
        public init(name: String, arguments: [Argument]? = nil) { self.name = name; self.arguments = arguments }

        /// `spring(response: 0.4)`.
        public var source: String {
            guard let arguments else { return name }
            return name + "(" + arguments.map(\.source).joined(separator: ", ") + ")"
        }
    }

    /// The base first, then each modifier in the order written.
    public var calls: [Call]
    public init(calls: [Call]) { self.calls = calls }

    public func chained(_ call: Call) -> AnimationExpression { AnimationExpression(calls: calls + [call]) }

    /// `.spring(response: 0.4).delay(0.1)`.
    public var description: String { calls.map { "." + $0.source }.joined() }
}

/// The animation a transaction carries (`withAnimation`, `.animation(_:value:)`, a `.transaction`
/// closure, a phase): an expression viewlab resolves to a curve, or one it knows only by how it
/// prints (an animation of the learner's own type), which animates without a curve to tabulate.
/// No animation is `nil`, never a text.
public enum TransactionAnimation: Equatable, Sendable, CustomStringConvertible {
    case expression(AnimationExpression)
    case unreadable(String)

    /// `.default`: what `withAnimation { }` and a phase without an `animation:` closure use.
    public static let `default` = TransactionAnimation.expression(AnimationExpression(calls: [.init(name: "default")]))

    public var expression: AnimationExpression? { if case .expression(let e) = self { e } else { nil } }

    /// As the learner wrote it: `.spring(duration: 0.5)`.
    public var description: String {
        switch self {
        case .expression(let e): e.description
        case .unreadable(let text): text
        }
    }
}
