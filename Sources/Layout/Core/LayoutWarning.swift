/// A problem in the input that layout worked around: it never traps, it warns and goes on with a
/// defined result (issue 3, item 6).
public struct LayoutWarning: Sendable, Equatable, CustomStringConvertible {
    /// The node that had the problem.
    public var node: Int
    public var nodeLabel: String
    public var message: String
    public var description: String { "\(nodeLabel): \(message)" }
}
