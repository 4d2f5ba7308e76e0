import Foundation

/// Collects the lines of one input. A line that leaves a bracket open continues on the next line
/// (the REPL shows its continuation prompt) until the brackets balance, blank lines included, so a
/// view pasted with blank lines inside its braces stays one input; `:cancel` (or Ctrl-C) abandons
/// it. `:{` … `:}` takes every line in between as one input, balanced or not.
public struct InputAccumulator: Sendable {
    public enum Step: Equatable, Sendable {
        case complete(String)
        case needsMore
        case abandoned
    }

    private var lines: [String] = []
    private var inBlock = false

    public init() {}

    /// True while an input is unfinished: the REPL shows its continuation prompt.
    public var isContinuing: Bool { inBlock || !lines.isEmpty }

    public mutating func add(_ line: String) -> Step {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if inBlock {
            if trimmed == ":}" { return finish() }
            if trimmed == ":cancel" { return cancel() }
            lines.append(line)
            return .needsMore
        }
        if lines.isEmpty && trimmed == ":{" {
            inBlock = true
            return .needsMore
        }
        if !lines.isEmpty && trimmed == ":cancel" { return cancel() }
        lines.append(line)
        return BracketScanner.state(of: text) == .finished ? finish() : .needsMore
    }

    /// Drops the unfinished input (Ctrl-C, `:cancel`).
    @discardableResult
    public mutating func cancel() -> Step {
        lines = []
        inBlock = false
        return .abandoned
    }

    private var text: String { lines.joined(separator: "\n") }

    private mutating func finish() -> Step {
        let input = text
        lines = []
        inBlock = false
        return .complete(input)
    }
}
