import ViewlabModel

/// How a `Text` fits itself into a proposal (B1358): word-wrap, then break inside words, then
/// truncate, then clip, following the steps of spec layout.md §5 "Layout at (W,H)".
///
///     "Hello, World!" at 50×50   → "Hello," / "World!"   36×34
///     "Hello, World!" at nil×nil → one line               76×17 (the ideal size, B1383)
struct TextLayout {
    var size: Size
    /// The lines as drawn, with any ellipsis.
    var lines: [String]
    var lineHeight: Double
    var ascent: Double
    var truncated: Bool
    /// The font scale chosen by `minimumScaleFactor` (1 when it was not needed).
    var scale: Double
    /// Why the text has this size, for the trace: the rule, then any scale or line spacing.
    var reason: [TextReason]
    /// Set on a wrapped layout of one line, which is never truncated, so every proposal of the same
    /// kind gets it whatever its height: with a nil or infinite width any such proposal, with a
    /// finite one any width from this value on (the widest the wrap compared with the width, and
    /// the first visible character's). TextLeaf reuses it rather than wrapping again.
    var reusableFrom: Double?
    /// Set on an unbounded layout (nil or infinite width) of one ASCII line: a finite proposal at
    /// least this wide wraps the text to the same line (`oneLine(atFinite:)`).
    var finiteFrom: Double?

    /// The layout a finite proposal from `from` (this unbounded layout's `finiteFrom`) on gets: the
    /// same line and size, which `wrap` would find again by measuring the text (a row of a big list
    /// has two texts, each proposed a finite width after the unbounded probe).
    func oneLine(atFinite from: Double) -> TextLayout {
        var layout = self
        layout.reason = [.fitsOnOneLine]
        (layout.reusableFrom, layout.finiteFrom) = (from, nil)
        return layout
    }

    var firstBaseline: Double { ascent }
    var lastBaseline: Double { Double(max(lines.count, 1) - 1) * lineHeight + ascent }

    /// The text's point size: its font's, else the environment's; no font is `.body` (TiS L2226);
    /// a text style scales with the Dynamic Type size.
    static func pointSize(_ text: TextValue, environment: EnvironmentValues, metrics: TextMetrics) -> Double {
        (text.font ?? environment.font)?.pointSize(at: environment.dynamicTypeSize)
            ?? metrics.referencePointSize * TextStyle.body.pointSize(at: environment.dynamicTypeSize) / TextStyle.body.pointSize
    }

    static func make(_ text: TextValue, environment: EnvironmentValues, metrics: TextMetrics,
                     proposal: ProposedViewSize) -> TextLayout {
        let pointSize = pointSize(text, environment: environment, metrics: metrics)
        if let ideal = text.idealSizeOverride {
            return spaced(overridden(ideal: ideal, environment: environment, proposal: proposal), environment.lineSpacing)
        }
        var layout = wrap(text.content, font: metrics.font(pointSize: pointSize), environment: environment,
                          proposal: proposal)
        // Step 5: minimumScaleFactor searches scales 0.99, 0.98, … down to f for the first that
        // needs no truncation; if none does, f is used and the text truncates (spec §5).
        if layout.truncated && environment.minimumScaleFactor < 1 {
            let lowest = Int((environment.minimumScaleFactor * 100).rounded(.up))
            var chosen: TextLayout?
            for step in stride(from: 99, through: lowest, by: -1) {
                let scale = Double(step) / 100
                var attempt = wrap(text.content, font: metrics.font(pointSize: pointSize * scale),
                                   environment: environment, proposal: proposal)
                attempt.scale = scale
                chosen = attempt
                if !attempt.truncated { break }
            }
            if let chosen {
                layout = chosen
                layout.reason.append(.scaled(chosen.scale))
                // A wider proposal may need less scaling, or none.
                layout.reusableFrom = nil
            }
        }
        return spaced(layout, environment.lineSpacing)
    }

    /// The book's assumed sizes (B1801, B1976, B2021): a text whose ideal size is given wraps into
    /// the fewest equal lines that fit the width, so "ideal 100" proposed 60 is 50×40 (spec §5
    /// overrides; the equal split is viewlab's choice, not in source).
    private static func overridden(ideal: Size, environment: EnvironmentValues, proposal: ProposedViewSize) -> TextLayout {
        let line = ideal.height
        let ascent = line * 13 / 17
        if proposal.width == 0 && proposal.height == 0 {
            return TextLayout(size: .zero, lines: [], lineHeight: line, ascent: ascent, truncated: false, scale: 1,
                              reason: [.zeroProposal], reusableFrom: nil)
        }
        let maxLines = maximumLines(environment: environment, height: proposal.height, lineHeight: line)
        let width = proposal.width.map { $0.isInfinite ? ideal.width : $0 } ?? ideal.width
        var count = width >= ideal.width || width <= 0 ? 1 : (ideal.width / width).rounded(.up).clampedCount(1...Int.max)
        var reported = width <= 0 ? 0 : ideal.width / Double(count)
        let truncated = count > maxLines
        if truncated { count = maxLines; reported = min(width, ideal.width) }
        let lines = count
        let height = Double(environment.lineLimitReservesSpace ? (environment.lineLimit ?? lines) : lines) * line
        let reason = TextReason.assumed(ideal, lines: lines, truncated: truncated)
        return TextLayout(size: Size(width: reported, height: height), lines: Array(repeating: "", count: lines),
                          lineHeight: line, ascent: ascent, truncated: truncated, scale: 1, reason: [reason], reusableFrom: nil)
    }

    /// Step 3: min(lineLimit, ⌊(H + spacing) / (line + spacing)⌋ with a minimum of 1).
    private static func maximumLines(environment: EnvironmentValues, height: Double?, lineHeight: Double) -> Int {
        var limit = environment.lineLimit.map { max(1, $0) } ?? Int.max
        if let height, height.isFinite {
            let spacing = environment.lineSpacing
            limit = min(limit, ((height + spacing + 1e-9) / (lineHeight + spacing)).rounded(.down).clampedCount(1...Int.max))
        }
        return limit
    }

    /// `.lineSpacing(s)`: s points between one line's bottom and the next one's top (Apple's
    /// documentation of `lineSpacing(_:)`), so n lines are n × line + (n − 1) × s tall and each
    /// line is drawn s further down than the one before.
    private static func spaced(_ layout: TextLayout, _ spacing: Double) -> TextLayout {
        guard spacing != 0, layout.lineHeight > 0 else { return layout }
        var spaced = layout
        let lines = (layout.size.height / layout.lineHeight).rounded()
        if lines > 1 {
            spaced.size.height += (lines - 1) * spacing
            spaced.reason.append(.lineSpacing(spacing))
        }
        spaced.lineHeight += spacing
        return spaced
    }

    private static func wrap(_ content: String, font: ScaledFont, environment: EnvironmentValues,
                             proposal: ProposedViewSize) -> TextLayout {
        func result(_ size: Size, _ lines: [String], truncated: Bool = false, _ reason: TextReason) -> TextLayout {
            TextLayout(size: size, lines: lines, lineHeight: font.lineHeight, ascent: font.ascent,
                       truncated: truncated, scale: 1, reason: [reason], reusableFrom: nil)
        }
        // Step 4: 0×0 gives 0×0; otherwise at least one line (B1358).
        if proposal.width == 0 && proposal.height == 0 {
            return result(.zero, [], .zeroProposal)
        }
        // Without a "\n" byte there is one paragraph (and no "\r\n" either), so nothing to split.
        let isOneParagraph = !content.utf8.contains(UInt8(ascii: "\n"))
        func paragraphs() -> [String] { content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let maxLines = maximumLines(environment: environment, height: proposal.height, lineHeight: font.lineHeight)
        var lines: [String]
        // Each line with what separated it from the next, made only where a paragraph breaks: a
        // text that keeps each paragraph on a line of its own (most labels) is its lines.
        var wrapped: [(text: String, separator: String)]?
        let width: Double?
        // The widest length compared with the width: a proposal at least this wide wraps the same.
        var needed = 0.0, finiteFrom: Double?
        if let w = proposal.width, w.isFinite {
            width = w
            // Step 2: "If not even one character fits, clip and report W."
            if let first = content.first(where: { $0 != " " && $0 != "\n" }) {
                needed = font.width(of: first)
                if needed > w {
                    let reported = Double(environment.lineLimitReservesSpace ? (environment.lineLimit ?? 1) : 1) * font.lineHeight
                    return result(Size(width: max(0, w), height: reported), [String(first)], truncated: true,
                                  w == 0 ? .zeroWidth : .notOneCharacter(width: w))
                }
            }
            if isOneParagraph && fitsOnOneLine(content, width: w, font: font, needed: &needed) {
                lines = [content]
            } else {
                let all = isOneParagraph ? wrapParagraph(content, width: w, font: font, needed: &needed)
                    : paragraphs().flatMap { paragraph in
                        fitsOnOneLine(paragraph, width: w, font: font, needed: &needed) ? [(paragraph, " ")]
                            : wrapParagraph(paragraph, width: w, font: font, needed: &needed)
                    }
                wrapped = all
                lines = all.map(\.text)
            }
        } else {
            width = nil
            lines = isOneParagraph ? [content] : paragraphs()
            // The widest length a finite wrap of the line compares with its width; the first
            // visible character, which it also compares, is in its first word.
            if isOneParagraph && fitsOnOneLine(content, width: .infinity, font: font, needed: &needed) { finiteFrom = needed }
        }
        var truncated = false
        if lines.count > maxLines {
            truncated = true
            // The text that did not fit, rejoined as it was written: a break inside a word adds
            // nothing, a break at a space or a newline adds a space.
            let parts = wrapped ?? lines.map { ($0, " ") }
            let rest = parts[(maxLines - 1)...].map { $0.text + $0.separator }.joined().trimmingTrailingSpaces
            lines = Array(lines.prefix(maxLines - 1)) + [truncate(rest, width: width, font: font, mode: environment.truncationMode)]
        }
        let widest = lines.reduce(0) { max($0, font.widthWithoutTrailingSpaces($1)) }
        let lineCount = environment.lineLimitReservesSpace ? max(environment.lineLimit ?? lines.count, lines.count) : lines.count
        let size = Size(width: widest, height: Double(lineCount) * font.lineHeight)
        let reason: TextReason
        if width == nil {
            reason = truncated ? .idealTruncated(lines: lines.count) : .ideal
        } else if truncated {
            reason = .truncated(lines: lines.count, mode: "\(environment.truncationMode)")
        } else {
            reason = lines.count == 1 ? .fitsOnOneLine : .wraps(lines: lines.count, width: width!)
        }
        var layout = result(size, lines, truncated: truncated, reason)
        if lines.count == 1 && !truncated { (layout.reusableFrom, layout.finiteFrom) = (needed, finiteFrom) }
        return layout
    }

    /// Step 2: greedy word-wrap at spaces and between full-width characters (CJK text has no
    /// spaces); a word too long for a line breaks between characters. Each line carries what
    /// separated it from the next: a space, or nothing inside a word or a CJK run. `needed` grows to
    /// the widest length compared with `width`.
    private static func wrapParagraph(_ paragraph: String, width: Double, font: ScaledFont,
                                      needed: inout Double) -> [(text: String, separator: String)] {
        var lines: [(text: String, separator: String)] = []
        var current = "", currentWidth = 0.0
        for spaced in words(paragraph) {
          for (index, word) in breakUnits(spaced).enumerated() {
            // The first unit of a word follows a space; the others follow the previous unit directly.
            let joint = index == 0 ? " " : "", jointWidth = index == 0 ? font.space : 0
            let wordWidth = font.width(of: word)
            if !current.isEmpty {
                needed = max(needed, currentWidth + jointWidth + wordWidth)
                if currentWidth + jointWidth + wordWidth <= width + 1e-9 {
                    current += joint + word
                    currentWidth += jointWidth + wordWidth
                    continue
                }
            }
            if !current.isEmpty { lines.append((current, joint)); current = ""; currentWidth = 0 }
            needed = max(needed, wordWidth)
            if wordWidth <= width + 1e-9 {
                current = String(word); currentWidth = wordWidth
                continue
            }
            for character in word {
                let w = font.width(of: character)
                if !current.isEmpty && currentWidth + w > width + 1e-9 {
                    lines.append((current, "")); current = ""; currentWidth = 0
                }
                current.append(character); currentWidth += w
            }
          }
        }
        lines.append((current, " "))
        return lines
    }

    /// Whether `wrapParagraph` would leave an ASCII paragraph on one line, worked out on its bytes
    /// with no word made: the same sums and comparisons in the same order, so `needed` grows as it
    /// would there. False, with `needed` unchanged, for any other paragraph (one that needs a break,
    /// starts with a space, holds "\r" or a byte outside ASCII): `wrapParagraph` wraps it.
    private static func fitsOnOneLine(_ paragraph: String, width: Double, font: ScaledFont, needed: inout Double) -> Bool {
        let space = UInt8(ascii: " ")
        guard let first = paragraph.utf8.first, first != space else { return false }
        var found = needed, lineWidth = 0.0, wordWidth = 0.0, isFirstWord = true
        /// The word just read joined to the line, as `wrapParagraph` joins it; false when it would break the line.
        func join() -> Bool {
            if isFirstWord {
                found = max(found, wordWidth)
                guard wordWidth <= width + 1e-9 else { return false }
                lineWidth = wordWidth
                isFirstWord = false
            } else {
                found = max(found, lineWidth + font.space + wordWidth)
                guard lineWidth + font.space + wordWidth <= width + 1e-9 else { return false }
                lineWidth += font.space + wordWidth
            }
            wordWidth = 0
            return true
        }
        for byte in paragraph.utf8 {
            guard byte < 0x80, byte != UInt8(ascii: "\r") else { return false }
            if byte != space {
                wordWidth += font.width(ascii: byte)
            } else if !join() {
                return false
            }
        }
        guard join() else { return false }
        needed = found
        return true
    }

    /// A word cut where a line may break without a space: before and after a full-width character,
    /// except before a closing mark that may not start a line (。，、）」 …) and after an opening one
    /// that may not end it (（「 …), the usual CJK line-breaking rules. A word with no full-width
    /// character is one unit.
    private static func breakUnits(_ word: Substring) -> [Substring] {
        // ASCII has no full-width character.
        guard !word.isASCII, word.contains(where: \.isFullWidth) else { return [word] }
        var units: [Substring] = []
        var start = word.startIndex
        var previous: Character?
        for index in word.indices {
            let character = word[index]
            if let previous, index != start, previous.isFullWidth || character.isFullWidth,
               !noLineStart.contains(character), !noLineEnd.contains(previous) {
                units.append(word[start..<index])
                start = index
            }
            previous = character
        }
        units.append(word[start...])
        return units
    }

    /// Marks that may not start a line (closing brackets, stops, commas) and that may not end one
    /// (opening brackets), in their full-width and ASCII forms.
    private static let noLineStart: Set<Character> = ["。", "，", "、", "．", "：", "；", "！", "？", "）", "」", "』", "】", "〕", "》", "〉", "］", "｝",
                                                      "ー", "ゃ", "ゅ", "ょ", "っ", "ャ", "ュ", "ョ", "ッ", "々", ".", ",", ":", ";", "!", "?", ")", "]", "}"]
    private static let noLineEnd: Set<Character> = ["（", "「", "『", "【", "〔", "《", "〈", "［", "｛", "(", "[", "{"]

    /// A paragraph split at every space, keeping empty words (they are extra spaces). When each byte
    /// is a character (ASCII without "\r\n") the bytes are split, since comparing Characters is a
    /// string comparison each.
    private static func words(_ paragraph: String) -> [Substring] {
        if paragraph.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return paragraph.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map { Substring($0) }
        }
        return paragraph.split(separator: " ", omittingEmptySubsequences: false)
    }

    /// Step 3: the text that does not fit in the last allowed line is cut with "…" (B1380).
    private static func truncate(_ text: String, width: Double?, font: ScaledFont, mode: TruncationMode) -> String {
        let characters = Array(text)
        guard let width, font.width(of: characters) > width + 1e-9 else { return text }
        let room = width - font.ellipsis
        guard room >= 0 else { return "…" }
        func longestPrefix(_ chars: ArraySlice<Character>, within limit: Double) -> Int {
            var total = 0.0, count = 0
            for c in chars { total += font.width(of: c); if total > limit + 1e-9 { break }; count += 1 }
            return count
        }
        switch mode {
        case .tail:
            let n = longestPrefix(characters[...], within: room)
            return String(characters.prefix(n)).trimmingTrailingSpaces + "…"
        case .head:
            let n = longestPrefix(ArraySlice(characters.reversed()), within: room)
            return "…" + String(characters.suffix(n))
        case .middle:
            let head = longestPrefix(characters[...], within: room / 2)
            let headWidth = font.width(of: characters.prefix(head))
            let tail = longestPrefix(ArraySlice(characters.reversed()), within: room - headWidth)
            return String(characters.prefix(head)) + "…" + String(characters.suffix(tail))
        }
    }
}
