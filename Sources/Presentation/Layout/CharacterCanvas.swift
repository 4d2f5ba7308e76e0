import ViewlabModel

/// A grid of characters to draw boxes and labels on, for terminal pictures. Box drawing uses
/// Unicode (`┌─┐`, dashed `┄┆`) or, with `OutputStyle.ascii`, `+-|` and `.:`. A full-width
/// character (Chinese) takes two cells, as it takes two columns in a terminal.
struct CharacterCanvas {
    /// The second cell of a full-width character: not printed.
    private static let continuation: Character = "\u{0}"
    private(set) var columns: Int, rows: Int
    private var cells: [[Character]]
    /// An ANSI colour per cell, used when the style has colour.
    private var colors: [[Int?]]
    let style: OutputStyle

    init(columns: Int, rows: Int, style: OutputStyle) {
        self.columns = max(1, columns); self.rows = max(1, rows); self.style = style
        cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
        colors = Array(repeating: Array(repeating: nil, count: self.columns), count: self.rows)
    }

    private mutating func put(_ c: Character, _ column: Int, _ row: Int, _ color: Int?) {
        guard column >= 0, column < columns, row >= 0, row < rows else { return }
        // Drawing over half of a full-width character blanks its other half.
        if cells[row][column] == Self.continuation, column > 0 { cells[row][column - 1] = " " }
        if column + 1 < columns, cells[row][column + 1] == Self.continuation { cells[row][column + 1] = " " }
        cells[row][column] = c
        colors[row][column] = color
    }

    /// A box whose corners are at the given cells (inclusive).
    mutating func box(left: Int, top: Int, right: Int, bottom: Int, dashed: Bool = false, color: Int? = nil) {
        let (h, v, corner): (Character, Character, [Character]) = style.ascii
            ? (dashed ? "." : "-", dashed ? ":" : "|", ["+", "+", "+", "+"])
            : (dashed ? "┄" : "─", dashed ? "┆" : "│", ["┌", "┐", "└", "┘"])
        guard right > left, bottom > top else {
            // Too small for a box: a single mark keeps the view visible.
            put(style.ascii ? "#" : "▪", left, top, color)
            return
        }
        for c in (left + 1)..<right { put(h, c, top, color); put(h, c, bottom, color) }
        for r in (top + 1)..<bottom { put(v, left, r, color); put(v, right, r, color) }
        put(corner[0], left, top, color); put(corner[1], right, top, color)
        put(corner[2], left, bottom, color); put(corner[3], right, bottom, color)
    }

    /// Writes text from a cell, cut to `width` columns.
    mutating func write(_ text: String, column: Int, row: Int, width: Int, color: Int? = nil) {
        var used = 0
        for c in text {
            let cells = c.isFullWidth ? 2 : 1
            guard used + cells <= width else { break }
            put(c, column + used, row, color)
            if cells == 2 { put(Self.continuation, column + used + 1, row, color) }
            used += cells
        }
    }

    /// The picture, one line per row, trailing spaces and empty last rows removed.
    func render() -> String {
        var used = rows
        while used > 1 && cells[used - 1].allSatisfy({ $0 == " " || $0 == Self.continuation }) { used -= 1 }
        return (0..<used).map { r -> String in
            var line = ""
            var current: Int?
            for c in cells[r].indices {
                let color = style.color ? colors[r][c] : nil
                if color != current {
                    if current != nil { line += "\u{1B}[0m" }
                    if let color { line += "\u{1B}[\(color)m" }
                    current = color
                }
                if cells[r][c] != Self.continuation { line.append(cells[r][c]) }
            }
            if current != nil { line += "\u{1B}[0m" }
            return line.trimmingTrailingSpaces
        }.joined(separator: "\n") + "\n"
    }
}
