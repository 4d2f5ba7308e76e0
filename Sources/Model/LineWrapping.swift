/// Text broken into lines by terminal columns (`displayWidth`), for the REPL's help and the
/// command line's: between any two Chinese characters as Chinese text breaks, at spaces otherwise,
/// never inside a word of code, before closing punctuation (，。）) or after opening (（「).
public enum LineWrapping {
    /// `text` broken into lines of at most `width` columns (the last at most `width - lastLineRoom`),
    /// between Chinese characters or at spaces, never inside a word of code or before `，。）`.
    public static func wrap(_ text: String, width: Int, lastLineRoom: Int = 0) -> String {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        return paragraphs.enumerated().map { index, paragraph in
            wrapParagraph(paragraph, width: width, lastLineRoom: index == paragraphs.count - 1 ? lastLineRoom : 0)
        }.joined(separator: "\n")
    }

    /// A piece no line breaks inside: a Chinese character with the punctuation it keeps, or a
    /// run of other characters; `spaced` when a space comes before it.
    private struct Piece { var text: String; var width: Int; var spaced: Bool }

    private static func pieces(_ paragraph: Substring) -> [Piece] {
        var pieces: [Piece] = []
        var spaced = false, lastWide = false, joinNext = false
        for character in paragraph {
            if character == " " { spaced = true; joinNext = false; continue }
            let wide = character.isFullWidth
            let columns = wide ? 2 : 1
            if var last = pieces.last, !spaced,
               joinNext || closing.contains(character) || (!wide && !lastWide) {
                last.text.append(character)
                last.width += columns
                pieces[pieces.count - 1] = last
            } else {
                pieces.append(Piece(text: String(character), width: columns, spaced: spaced))
            }
            joinNext = opening.contains(character)
            lastWide = wide
            spaced = false
        }
        return pieces
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, lastLineRoom: Int) -> String {
        func lines(_ pieces: ArraySlice<Piece>, width: Int) -> [[Piece]] {
            var lines: [[Piece]] = [], line: [Piece] = [], used = 0
            for piece in pieces {
                let gap = piece.spaced && !line.isEmpty ? 1 : 0
                if !line.isEmpty, used + gap + piece.width > width {
                    lines.append(line)
                    line = [piece]; used = piece.width
                } else {
                    line.append(piece); used += gap + piece.width
                }
            }
            if !line.isEmpty { lines.append(line) }
            return lines
        }
        func columns(_ line: [Piece]) -> Int {
            line.enumerated().reduce(0) { used, item in used + (item.offset > 0 && item.element.spaced ? 1 : 0) + item.element.width }
        }
        func text(_ line: [Piece]) -> String {
            line.enumerated().map { index, piece in (index > 0 && piece.spaced ? " " : "") + piece.text }.joined()
        }
        var result = lines(pieces(paragraph)[...], width: width)
        if lastLineRoom > 0, let last = result.last, columns(last) > width - lastLineRoom {
            // The last line moves its end to a line of its own, short enough for what follows:
            // from a space or a punctuation mark when it can, so as not to split a word.
            result.removeLast()
            let fits = (1..<last.count).reversed().filter { columns(Array(last[$0...])) <= width - lastLineRoom }
            let natural = fits.first { last[$0].spaced || last[$0 - 1].text.last.map(breaksAfter.contains) == true }
            if let split = natural ?? fits.first {
                result += [Array(last[..<split])] + lines(last[split...], width: max(1, width - lastLineRoom))
            } else {
                result += lines(last[...], width: max(1, width - lastLineRoom))
            }
        }
        return result.map(text).joined(separator: "\n")
    }

    /// Punctuation that never begins a line, and punctuation that never ends one.
    private static let closing: Set<Character> = ["，", "。", "、", "；", "：", "）", "！", "？", "」", "』", "》", ")", ",", ".", ";", ":"]
    private static let opening: Set<Character> = ["（", "「", "『", "《"]
    /// Punctuation after which a line breaks best.
    private static let breaksAfter: Set<Character> = ["，", "。", "、", "；", "：", "）"]
}
