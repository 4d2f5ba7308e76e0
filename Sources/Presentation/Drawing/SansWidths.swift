import ViewlabModel

/// The advance widths of Helvetica's printable ASCII characters, in thousandths of an em (Adobe's
/// Helvetica AFM, which Arial and Liberation Sans share): what the SVG's font draws, so each line
/// can be scaled to the width viewlab's text metric measured. Others: a full-width character is one
/// em, anything else as wide as a digit.
enum SansWidths {
    private static let ascii: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,       // p … ~
    ]

    /// The width of `text` in points at `pointSize`, as Helvetica draws it.
    static func width(_ text: String, pointSize: Double) -> Double {
        var thousandths = 0
        for c in text {
            if let v = c.asciiValue, v >= 32, v <= 126 { thousandths += ascii[Int(v) - 32] }
            else if c.isFullWidth { thousandths += 1000 }
            else { thousandths += 556 }
        }
        return Double(thousandths) * pointSize / 1000
    }
}
