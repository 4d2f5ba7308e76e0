import ViewlabDrawing
import ViewlabLayout
import ViewlabModel

/// `viewlab render` on a terminal that draws 24-bit colour: the app in colour, two pixels a cell
/// (the upper half block `▀` in the top pixel's colour over the bottom one's), each text line
/// written at its place in its colour. A pixel is square: a cell is about twice as tall as wide.
/// Piped, or with `--ascii`, `render` draws the wireframe (`LayoutPicture`) instead.
public struct TerminalDrawing {
    public var maxColumns: Int
    public var maxRows: Int
    public init(maxColumns: Int = 78, maxRows: Int = 40) { self.maxColumns = max(10, maxColumns); self.maxRows = max(5, maxRows) }

    public func text(_ list: DisplayList, _ result: LayoutResult) -> String {
        let area = list.bounds
        guard area.width > 0, area.height > 0 else { return "" }
        // Points per column (and per half row): fit the width, and the height in maxRows cells.
        let step = max(area.width / Double(maxColumns), area.height / Double(2 * maxRows))
        let columns = max(1, Int((area.width / step).rounded(.up))), rows = max(1, Int((area.height / (2 * step)).rounded(.up)))
        let sampler = Sampler(list)
        let outside = RGBA(242, 242, 247), screen = result.proposalRect
        func pixel(_ column: Int, _ half: Int) -> RGBA {
            let p = Point(x: area.minX + (Double(column) + 0.5) * step, y: area.minY + (Double(half) + 0.5) * step)
            let inside = screen.map { p.x >= $0.minX && p.x < $0.maxX && p.y >= $0.minY && p.y < $0.maxY } ?? true
            return sampler.color(at: p, over: inside ? RGBA(255, 255, 255) : outside)
        }
        var cells: [[(top: RGBA, bottom: RGBA, character: Character?, ink: RGBA?)]] = (0..<rows).map { r in
            (0..<columns).map { c in (pixel(c, 2 * r), pixel(c, 2 * r + 1), nil, nil) }
        }
        for run in Self.runs(list.items) where run.transform.isIdentity {
            for line in run.lines {
                // The line's middle, a little above the baseline, picks the row.
                let row = Int(((line.origin.y - run.pointSize * 0.35 - area.minY) / (2 * step)).rounded(.down))
                var column = Int(((line.origin.x - area.minX) / step).rounded())
                let last = Int(((line.origin.x + line.width - area.minX) / step).rounded())
                guard row >= 0, row < rows else { continue }
                for character in line.text where column < min(columns, max(last, column + 1)) {
                    if column >= 0 { cells[row][column].character = character; cells[row][column].ink = run.color }
                    column += character.isFullWidth ? 2 : 1
                    if character.isFullWidth, column - 1 < columns, column - 1 >= 0 { cells[row][column - 1].character = "\u{0}" }
                }
            }
        }
        var out = ""
        for row in cells {
            // A colour is written only when it changes along the row.
            var fg: String?, bg: String?
            func paint(_ f: RGBA, _ b: RGBA, _ text: String) {
                let (nf, nb) = (Self.foreground(f), Self.background(b))
                if nf != fg { out += nf; fg = nf }
                if nb != bg { out += nb; bg = nb }
                out += text
            }
            for cell in row {
                if cell.character == "\u{0}" { continue }  // the second column of a wide character
                if let character = cell.character, let ink = cell.ink {
                    paint(ink, Self.mix(cell.top, cell.bottom), String(character))
                } else {
                    paint(cell.top, cell.bottom, "▀")
                }
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }

    /// Every text run, inside groups too.
    static func runs(_ items: [DisplayItem]) -> [TextRun] {
        items.flatMap { item -> [TextRun] in
            switch item {
            case .text(let t): [t]
            case .group(let g): runs(g.items)
            default: []
            }
        }
    }

    static func foreground(_ c: RGBA) -> String { "\u{1B}[38;2;\(RGBA.byte(c.red));\(RGBA.byte(c.green));\(RGBA.byte(c.blue))m" }
    static func background(_ c: RGBA) -> String { "\u{1B}[48;2;\(RGBA.byte(c.red));\(RGBA.byte(c.green));\(RGBA.byte(c.blue))m" }
    static func mix(_ a: RGBA, _ b: RGBA) -> RGBA {
        RGBA(red: (a.red + b.red) / 2, green: (a.green + b.green) / 2, blue: (a.blue + b.blue) / 2)
    }
}
