import Testing
import ViewlabLayout
import ViewlabModel

/// The book's numbers hold to 0.01 (spec layout.md §3).
let tolerance = 0.01

func close(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) < tolerance }

func expectSize(_ size: Size, _ width: Double, _ height: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(close(size.width, width) && close(size.height, height),
            "size \(size) ≠ \(formatNumber(width))×\(formatNumber(height))", sourceLocation: sourceLocation)
}

func expectRect(_ rect: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                sourceLocation: SourceLocation = #_sourceLocation) {
    guard let rect else { Issue.record("no frame", sourceLocation: sourceLocation); return }
    #expect(close(rect.minX, x) && close(rect.minY, y) && close(rect.width, width) && close(rect.height, height),
            "frame \(rect) ≠ (\(formatNumber(x)), \(formatNumber(y))) \(formatNumber(width))×\(formatNumber(height))",
            sourceLocation: sourceLocation)
}

func proposal(_ width: Double?, _ height: Double?) -> ProposedViewSize { ProposedViewSize(width: width, height: height) }

/// Lays out with the book's image sizes registered (`header` 100×30, B1693; `logo` 200×100).
func lay(_ view: ViewValue, _ width: Double? = 320, _ height: Double? = 480) throws -> LayoutResult {
    try LayoutEngine.layout(view, in: proposal(width, height), options: bookOptions)
}

let bookOptions = LayoutOptions(images: ImageRegistry(["header": Size(width: 100, height: 30),
                                                       "logo": Size(width: 200, height: 100)]))

extension LayoutResult {
    /// The n-th node (in pre-order) whose label or kind matches.
    func find(_ name: String, _ occurrence: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let matches = nodes.indices.filter { nodes[$0].label == name || nodes[$0].kind == name }
        guard occurrence < matches.count else {
            Issue.record("no node \(name) #\(occurrence)", sourceLocation: sourceLocation)
            return 0
        }
        return matches[occurrence]
    }

    func size(_ name: String, _ occurrence: Int = 0) -> Size { nodes[find(name, occurrence)].frame.size }
    func inParent(_ name: String, _ occurrence: Int = 0) -> Rect { frameInParent(find(name, occurrence)) }
}

/// The book's Bookmark shape: the largest 2:3 rectangle in the proposal, unspecified sides 10 (B1446–1470).
var bookmark: ViewValue {
    shape("Bookmark") { p in
    let s = p.replacingUnspecifiedDimensions()
    let width = min(s.width, s.height * 2 / 3)
    return Size(width: width, height: width * 3 / 2)
    }
}
