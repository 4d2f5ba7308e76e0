import ViewlabModel

/// swift-syntax 603.0.1's parser takes time exponential in the depth of nested `[`: its lookahead for
/// inline-array types (`[3 of Int]`) tries each level twice, so 19 unclosed `[` parsed for minutes
/// (found by `make fuzz`). Learner code nests brackets a few levels deep; deeper nesting is reported
/// before parsing.
enum BracketNesting {
    static let limit = 12

    /// Where the first `[` deeper than `limit` opens. Every bracket counts, also in strings and
    /// comments: a scan cheap enough for every input, which errs only on text no learner writes.
    static func tooDeep(_ source: String) -> SourcePosition? {
        var depth = 0, line = 1, column = 1
        for byte in source.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return SourcePosition(line: line, column: column) }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "\n"): line += 1; column = 0
            default: break
            }
            column += 1
        }
        return nil
    }
}
