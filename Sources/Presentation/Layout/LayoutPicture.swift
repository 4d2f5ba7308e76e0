import ViewlabLayout
import ViewlabModel

/// `viewlab render`: the laid-out views drawn in the terminal. Each distinct frame is a box
/// labelled with the views that share it (outermost first); texts show their words inside; views
/// moved by offset, rotation or scale are drawn where they render; the proposal is dashed and the
/// answers solid, as in the book's figures (B1360–1398).
///
/// The scale keeps the picture within `maxColumns` (one row is two columns' worth of points, as a
/// terminal cell is about twice as tall as wide), and a box is never thinner than two cells, so
/// small views stay visible.
public struct LayoutPicture {
    public var style: OutputStyle
    public var maxColumns: Int
    public var maxRows: Int
    /// The language of the caption (issue 25).
    public var language: DisplayLanguage

    public init(style: OutputStyle = .plain, maxColumns: Int = 78, maxRows: Int = 40, language: DisplayLanguage = .en) {
        self.style = style; self.maxColumns = max(10, maxColumns); self.maxRows = max(5, maxRows); self.language = language
    }

    /// One box: a frame and the nodes drawn in it.
    struct Box { var rect: Rect; var nodes: [Int] }

    /// Frames as drawn, merged where several nodes share one; infinite ones are left out, and so
    /// are those a presented layer (a sheet, an alert) covers.
    static func boxes(_ result: LayoutResult) -> [Box] {
        var boxes: [Box] = []
        let layers = result.nodes.indices.filter { result.nodes[$0].role == .presented }
        for (index, node) in result.nodes.enumerated() {
            let rect = node.drawn ?? node.frame
            guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { continue }
            if isCovered(index, rect, by: layers, in: result) { continue }
            if let existing = boxes.firstIndex(where: { $0.rect == rect }) {
                boxes[existing].nodes.append(index)
            } else {
                boxes.append(Box(rect: rect, nodes: [index]))
            }
        }
        return boxes
    }

    /// Whether a layer presented above the node's own (the window, or the layer it is in) covers it.
    private static func isCovered(_ index: Int, _ rect: Rect, by layers: [Int], in result: LayoutResult) -> Bool {
        let own = layers.last { $0 <= index && index < result.nodes[$0].subtreeEnd }
        return layers.contains { layer in
            layer > (own ?? -1) && !(layer <= index && index < result.nodes[layer].subtreeEnd)
                && result.nodes[layer].frame.intersects(rect)
        }
    }

    /// The area every box covers.
    static func bounds(_ boxes: [Box]) -> Rect {
        boxes.map(\.rect).reduce(nil as Rect?) { $0?.union($1) ?? $1 } ?? .zero
    }

    static func label(_ box: Box, _ result: LayoutResult) -> String {
        box.nodes.map { i in
            let node = result.nodes[i]
            let name = node.kind == "Text" || node.kind == "Color" || node.kind == "Image" ? node.label : node.kind
            return name + (node.identifier.map { " #\($0)" } ?? "")
        }.joined(separator: " › ")
    }

    public func text(_ result: LayoutResult) -> String {
        let boxes = Self.boxes(result)
        // Points per column for an area: fit the width, and the height at two points per column
        // per row; never magnify beyond one point per column.
        func scale(_ area: Rect) -> Double {
            max(1, area.width / Double(maxColumns - 2), area.height / Double(2 * (maxRows - 2)))
        }
        // The proposal is drawn when it fits at the views' own scale; a small view in a big window
        // is drawn at its own scale so that it stays readable.
        var area = Self.bounds(boxes)
        let proposal = result.proposalRect.flatMap { p in scale(area.union(p)) <= scale(area) * 1.5 ? p : nil }
        if let proposal { area = area.union(proposal) }
        let perColumn = scale(area)
        let perRow = perColumn * 2
        func column(_ x: Double) -> Int { ((x - area.minX) / perColumn).rounded().clampedCount(0...maxColumns) }
        func row(_ y: Double) -> Int { ((y - area.minY) / perRow).rounded().clampedCount(0...maxRows) }
        var canvas = CharacterCanvas(columns: column(area.maxX) + 2, rows: row(area.maxY) + 2, style: style)
        if let proposal {
            canvas.box(left: column(0), top: row(0), right: max(column(proposal.width), column(0) + 1),
                       bottom: max(row(proposal.height), row(0) + 1), dashed: true, color: 90)
        }
        // Larger boxes first, so the boxes inside them are drawn on top.
        for (n, box) in boxes.enumerated().sorted(by: { $0.1.rect.width * $0.1.rect.height > $1.1.rect.width * $1.1.rect.height }) {
            let left = column(box.rect.minX), top = row(box.rect.minY)
            let right = max(column(box.rect.maxX), left + 1), bottom = max(row(box.rect.maxY), top + 1)
            let color = 31 + n % 6
            canvas.box(left: left, top: top, right: right, bottom: bottom, color: color)
            canvas.write(Self.label(box, result), column: left + 1, row: top, width: right - left - 1, color: color)
            // The words as shown (Markdown markers gone, `.textCase` applied), its lines joined.
            if let text = box.nodes.lazy.compactMap({ result.drawnText(at: $0) }).first, bottom - top > 1 {
                canvas.write(text.lines.map(\.text).joined(separator: " "), column: left + 1, row: top + 1, width: right - left - 1)
            }
        }
        let dashes = proposal == nil ? Message.proposalNotDrawn.filled(["\(result.proposal)"]) : Message.proposalDashed.filled([])
        let caption = Message.pictureCaption.filled(with: [result.root.label, result.root.frame.size, result.proposal,
                                                           formatNumber(perColumn), formatNumber(perRow), dashes])
        return canvas.render() + style.dim(caption(language)) + "\n" + style.dim(Message.textMetric.filled([result.metricModel])(language)) + "\n"
    }
}
