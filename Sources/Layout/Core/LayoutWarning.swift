import ViewlabModel

/// A problem in the input that layout worked around: it never traps, it warns and goes on with a
/// defined result (issue 3, item 6).
public struct LayoutWarning: Sendable, Equatable, CustomStringConvertible {
    /// The node that had the problem.
    public var node: Int
    public var nodeLabel: String
    /// The problem, in either language (issue 25).
    public var text: Bilingual
    /// The problem in English, as the JSON writes it (cli-contract.md).
    public var message: String { text.en }
    public var description: String { description(in: .en) }
    public func description(in language: DisplayLanguage) -> String { "\(nodeLabel): \(text(language))" }
}
