import ViewlabModel

/// Inputs that swift-syntax 603.0.1 cannot take, found by `make fuzz`, reported before parsing:
/// - brackets nested more than `bracketLimit` deep: the parser's lookahead for inline-array types
///   (`[3 of Int]`) tries each level twice, so 19 unclosed `[` parsed for minutes;
/// - a control character right before or after `=` (`x \u{1}= 2`, `x =\u{B} 2`):
///   ParseDiagnosticsGenerator builds a Fix-It with no changes for the whitespace around `=`, which
///   traps (FixIt.swift:97).
/// Learner code does neither; each check errs only on text no learner writes.
package enum ParserTraps {
    package static let bracketLimit = 12

    package static func diagnostic(for source: String, fileName: String) -> Diagnostic? {
        var depth = 0, line = 1, column = 1
        var previous: (byte: UInt8, position: SourcePosition)?
        for byte in source.utf8 {
            let position = SourcePosition(line: line, column: column)
            switch byte {
            case UInt8(ascii: "["):
                // Every bracket counts, also in strings and comments: a scan cheap enough for every input.
                depth += 1
                if depth > bracketLimit {
                    return Diagnostic.session(.bracketsTooDeep, bracketLimit,
                                      file: fileName, position: position,
                                      notes: [Message.bracketsExponential.filled(with: [])])
                }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "="):
                if let (control, at) = previous, isControl(control) {
                    return controlCharacter(control, .controlCharacterBeforeEquals, at: at, fileName: fileName)
                }
            case let control where isControl(control) && previous?.byte == UInt8(ascii: "="):
                return controlCharacter(control, .controlCharacterAfterEquals, at: position, fileName: fileName)
            default: break
            }
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            previous = (byte, position)
        }
        return nil
    }

    /// `side` says where the character is: `controlCharacterBeforeEquals` or `…AfterEquals`.
    private static func controlCharacter(_ byte: UInt8, _ side: Message, at position: SourcePosition, fileName: String) -> Diagnostic {
        let code = String(byte, radix: 16, uppercase: true)
        return Diagnostic.session(side, "U+" + String(repeating: "0", count: 4 - code.count) + code,
                          file: fileName, position: position, notes: [Message.parserTraps.filled(with: [])])
    }

    /// ASCII control characters other than tab, line feed and carriage return, and DEL.
    private static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") || byte == 0x7F
    }
}
