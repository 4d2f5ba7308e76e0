import ViewlabModel

/// Markdown as a terminal shows it: the course's lessons and exercise tasks are Markdown files, and a
/// learner reading them in a terminal should see emphasis, code and tables, not `**`, fences and
/// link syntax (issue 25). Headings and `**strong**` are bold and `*emphasis*` italic on a colour
/// terminal; piped, the marks are simply dropped, so the text stays plain and stable. Code blocks are
/// indented four columns, list items get a bullet, block quotes a bar, and a pipe table is aligned by
/// display width (Chinese cells take two columns a character). Inline code keeps its backticks: they
/// tell Swift from prose in plain text too. Only the Markdown the course uses is read; anything else
/// passes through as written.
public struct TerminalMarkdown: Sendable {
    public var style: OutputStyle
    /// What a link's target adds after its text, in parentheses (a command that opens it); nil shows
    /// the text alone (a link the surrounding text already acts on).
    public var linkNote: @Sendable (String) -> String?

    public init(style: OutputStyle, linkNote: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.style = style
        self.linkNote = linkNote
    }

    public func render(_ markdown: String) -> String {
        var out: [String] = []
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        while let line = lines.popFirst() {
            let trimmed = line.trimmingLeadingSpaces
            if trimmed.hasPrefix("```") {
                while let code = lines.popFirst(), !code.trimmingLeadingSpaces.hasPrefix("```") { out.append(codeLine(code)) }
            } else if trimmed.hasPrefix("|"), lines.first.map(isTableRule) == true {
                var rows = [cells(line)]
                lines.removeFirst()
                while let row = lines.first, row.trimmingLeadingSpaces.hasPrefix("|") { rows.append(cells(row)); lines.removeFirst() }
                out += table(rows)
            } else {
                out.append(block(line))
            }
        }
        return out.joined(separator: "\n")
    }

    /// A code block's line, or a code cell's: indented, so the prose's margin sets it apart.
    public func codeLine(_ line: String) -> String { line.isEmpty ? "" : "    " + line }

    private func block(_ line: String) -> String {
        let indent = String(line.prefix { $0 == " " })
        let rest = line.dropFirst(indent.count)
        if let hashes = rest.firstIndex(where: { $0 != "#" }), rest.first == "#", rest[hashes] == " " {
            return style.bold(plainInline(String(rest[rest.index(after: hashes)...])))
        }
        if rest.hasPrefix("- ") || rest.hasPrefix("* ") {
            return indent + (style.ascii ? "- " : "• ") + inline(String(rest.dropFirst(2)))
        }
        if rest.hasPrefix(">") {
            return indent + (style.ascii ? "| " : "│ ") + inline(String(rest.dropFirst().drop { $0 == " " }))
        }
        return indent + inline(String(rest))
    }

    // MARK: Tables

    private func isTableRule(_ line: String) -> Bool {
        let t = line.trimmingLeadingSpaces
        return t.hasPrefix("|") && t.contains("-") && t.allSatisfy { "|-: ".contains($0) }
    }

    /// A row's cells: split at the pipes outside code spans, the outer ones dropped.
    private func cells(_ row: String) -> [String] {
        var cells: [String] = [], cell = "", inCode = false, escaped = false
        for c in row.trimmingLeadingSpaces.dropFirst() {
            if escaped { cell.append(c); escaped = false; continue }
            switch c {
            case "\\": escaped = true; cell.append(c)
            case "`": inCode.toggle(); cell.append(c)
            case "|" where !inCode: cells.append(cell.trimmingSpaces); cell = ""
            default: cell.append(c)
            }
        }
        if !cell.trimmingSpaces.isEmpty { cells.append(cell.trimmingSpaces) }
        return cells
    }

    /// Columns two spaces apart, padded by display width, the header bold over a rule.
    private func table(_ rows: [[String]]) -> [String] {
        let shown = rows.map { $0.map(plainInline) }
        let count = shown.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in shown.map { $0.indices.contains(column) ? $0[column].displayWidth : 0 }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            row.enumerated().map { column, text in
                column == row.count - 1 ? text : text + String(repeating: " ", count: widths[column] - text.displayWidth)
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: style.ascii ? "-" : "─", count: $0) }.joined(separator: "  ")
        return [style.bold(line(shown[0])), rule] + shown.dropFirst().map(line)
    }

    // MARK: Inline

    /// A line's inline Markdown: `**strong**`, `*emphasis*`, `[links](…)`, backslash escapes.
    /// Code spans are copied as they are.
    public func inline(_ text: String) -> String { inlineText(text, decorate: true) }

    /// The same without decoration, for text whose width is measured (table cells) or which is
    /// bold as a whole (headings).
    private func plainInline(_ text: String) -> String { inlineText(text, decorate: false) }

    private func inlineText(_ text: String, decorate: Bool) -> String {
        let chars = Array(text)
        var out = "", i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, "\\`*_[]()#|-.!>".contains(chars[i + 1]) {
                out.append(chars[i + 1]); i += 2; continue
            }
            if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
                let span = String(chars[i...end])
                out += decorate && style.color ? "\u{1B}[36m\(span)\u{1B}[0m" : span
                i = end + 1; continue
            }
            if c == "*", let (inner, end) = emphasis(chars, at: i) {
                let strong = chars[i + 1] == "*"
                let rendered = inlineText(inner, decorate: decorate)
                out += !decorate || !style.color ? rendered : strong ? style.bold(rendered) : "\u{1B}[3m\(rendered)\u{1B}[0m"
                i = end; continue
            }
            if c == "[", let (label, target, end) = link(chars, at: i) {
                out += inlineText(label, decorate: decorate) + (linkNote(target).map { " (\($0))" } ?? "")
                i = end; continue
            }
            out.append(c); i += 1
        }
        return out
    }

    /// `*x*` or `**x**` opening at `start`: the text inside and the index after the closing marks. An
    /// opening mark is followed by a non-space and a closing one preceded by one, so `2 * 3 * 4`
    /// stays arithmetic; marks inside a Latin word are not emphasis, but Chinese has no spaces
    /// between words, so `涂成蓝色，*然后*才` is.
    private func emphasis(_ chars: [Character], at start: Int) -> (String, Int)? {
        let marks = start + 1 < chars.count && chars[start + 1] == "*" ? 2 : 1
        let open = start + marks
        guard open < chars.count, chars[open] != " ", chars[open] != "*",
              start == 0 || !chars[start - 1].isWordCharacter else { return nil }
        var i = open
        while i < chars.count {
            if chars[i] == "`", let end = chars[(i + 1)...].firstIndex(of: "`") { i = end + 1; continue }
            if chars[i] == "*", chars[i - 1] != " ",
               marks == 1 || (i + 1 < chars.count && chars[i + 1] == "*"),
               i + marks >= chars.count || !chars[i + marks].isWordCharacter {
                return (String(chars[open..<i]), i + marks)
            }
            i += 1
        }
        return nil
    }

    /// `[label](target)` opening at `start`: its label, its target and the index after it.
    private func link(_ chars: [Character], at start: Int) -> (String, String, Int)? {
        guard let close = chars[(start + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
              let end = chars[(close + 2)...].firstIndex(of: ")") else { return nil }
        return (String(chars[(start + 1)..<close]), String(chars[(close + 2)..<end]), end + 1)
    }
}

private extension Character {
    var isWordCharacter: Bool { isASCII && (isLetter || isNumber) }
}
