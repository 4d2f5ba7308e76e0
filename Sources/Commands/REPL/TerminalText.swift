import ViewlabModel

/// Fitting output to the terminal: lines cut with `…` at its width, tables whose last column wraps.
/// A nil width (batch mode) leaves text as it is, so transcripts stay deterministic.
enum TerminalText {
    static func fit(_ text: String, width: Int?) -> String {
        guard let width, width > 1 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { cut(String($0), to: width) }.joined(separator: "\n")
    }

    /// Two columns: the first padded, the second wrapped at word boundaries to fit the width. A
    /// first cell too long for its column puts its second cell on the next line.
    static func table(_ rows: [(String, String)], width: Int?) -> String {
        let first = min(rows.map { columns($0.0) }.max() ?? 0, 26)
        let indent = String(repeating: " ", count: 2 + first + 2)
        let room = width.map { max(20, $0 - indent.count) }
        return rows.map { left, right in
            let lines = room.map { wrap(right, to: $0) } ?? [right]
            let gap = columns(left) > first ? "\n" + indent : String(repeating: " ", count: first - columns(left) + 2)
            return "  " + left + gap + lines.joined(separator: "\n" + indent) + "\n"
        }.joined()
    }

    static func wrap(_ text: String, to width: Int) -> [String] {
        LineWrapping.wrap(text, width: width).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The columns a line takes on screen: escape sequences take none, wide (CJK) characters two.
    static func columns(_ text: String) -> Int {
        var count = 0, inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape { inEscape = !(scalar.properties.isAlphabetic); continue }
            if scalar == "\u{1B}" { inEscape = true; continue }
            count += isWide(scalar) ? 2 : 1
        }
        return count
    }

    private static func cut(_ line: String, to width: Int) -> String {
        guard columns(line) > width else { return line }
        var out = "", used = 0, inEscape = false, sawEscape = false
        for scalar in line.unicodeScalars {
            if inEscape || scalar == "\u{1B}" {
                inEscape = scalar == "\u{1B}" || !scalar.properties.isAlphabetic
                sawEscape = true
                out.unicodeScalars.append(scalar)
                continue
            }
            let w = isWide(scalar) ? 2 : 1
            if used + w > width - 1 { break }
            used += w
            out.unicodeScalars.append(scalar)
        }
        return out + "…" + (sawEscape ? "\u{1B}[0m" : "")
    }

    /// Full-width characters, and the emoji that terminals draw two columns wide (the cursor must
    /// follow where the terminal puts them, not where a layout would).
    private static func isWide(_ s: Unicode.Scalar) -> Bool {
        s.isFullWidth || (0x1F300...0x1FAFF).contains(s.value)
    }
}
