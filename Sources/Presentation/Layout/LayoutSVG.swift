import ViewlabLayout
import ViewlabModel

/// The frames layer of `viewlab render --format svg --frames`: the proposal dashed, every answer
/// outlined, as the book's figures draw them over the app (B1360–1398); a view moved by offset,
/// rotation or scale is outlined where it renders, with its layout frame dotted. Each label sits
/// at its frame's top-left corner, moved down below any label already there so none overlap.
enum LayoutSVG {
    static let labelHeight = 5.0

    static func framesLayer(_ result: LayoutResult) -> String {
        let n: (Double) -> String = formatNumber
        var out = "  <g class=\"frames\">\n"
        out += "    <style>.frames text { font: 4px sans-serif; fill: #333; paint-order: stroke; stroke: #ffffffcc; stroke-width: 1px }</style>\n"
        if let proposal = result.proposalRect {
            out += "    <rect class=\"proposal\" x=\"0\" y=\"0\" width=\"\(n(proposal.width))\" height=\"\(n(proposal.height))\" fill=\"none\" "
                + "stroke=\"#888\" stroke-width=\"0.5\" stroke-dasharray=\"3 2\"/>\n"
        }
        for (index, node) in result.nodes.enumerated() {
            let rect = node.drawn ?? node.frame
            guard rect.isFinite else { continue }
            let color = hue(node.depth)
            // The layout frame, dotted, where a rendering effect starts moving the drawing.
            let effectStarts = node.drawn != nil && node.parent.map { result.nodes[$0].drawn == nil } ?? true
            if effectStarts, node.frame.isFinite {
                out += "    <rect class=\"layout\" x=\"\(n(node.frame.minX))\" y=\"\(n(node.frame.minY))\" width=\"\(n(node.frame.width))\" "
                    + "height=\"\(n(node.frame.height))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"0.4\" stroke-dasharray=\"0.5 1\"/>\n"
            }
            out += "    <rect class=\"\(xmlEscaped(node.kind))\" data-node=\"\(index)\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
                + "height=\"\(n(rect.height))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"0.5\">"
                + "<title>\(xmlEscaped(node.label)) \(node.frame.origin) \(node.frame.size)</title></rect>\n"
        }
        var taken: [Rect] = []
        for box in LayoutPicture.boxes(result) {
            let label = LayoutPicture.label(box, result)
            // About 2 points a character at 4 points: enough to keep labels apart.
            var spot = Rect(x: box.rect.minX + 1, y: box.rect.minY, width: Double(label.count) * 2.1, height: labelHeight)
            var tries = 0
            while taken.contains(where: { $0.intersects(spot) }), tries < 40 { spot.origin.y += labelHeight; tries += 1 }
            taken.append(spot)
            out += "    <text x=\"\(n(spot.minX))\" y=\"\(n(spot.minY + 4.5))\">\(xmlEscaped(label))</text>\n"
        }
        return out + "  </g>\n"
    }

    private static func hue(_ depth: Int) -> String {
        ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf"][depth % 6]
    }
}
