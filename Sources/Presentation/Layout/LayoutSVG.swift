import ViewlabLayout
import ViewlabModel

/// `viewlab render --format svg`: nested frames with labels, the proposal dashed and every answer
/// solid, as the book's figures draw them (B1360–1398). Colours are filled with their colour; a
/// view moved by offset, rotation or scale is drawn where it renders, with its layout frame dotted.
public struct LayoutSVG {
    /// Pixels per point.
    public var scale: Double
    public init(scale: Double = 2) { self.scale = scale }

    public func svg(_ result: LayoutResult) -> String {
        let boxes = LayoutPicture.boxes(result)
        let margin = 12.0
        let proposal = LayoutPicture.proposalRect(result)
        let area = proposal.map { LayoutPicture.bounds(boxes).union($0) } ?? LayoutPicture.bounds(boxes)
        let n: (Double) -> String = JSONText.number
        let width = (area.width + 2 * margin) * scale, height = (area.height + 2 * margin) * scale
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"\(n(area.minX - margin)) \(n(area.minY - margin)) \(n(area.width + 2 * margin)) \(n(area.height + 2 * margin))\">\n"
        out += "  <title>\(xmlEscaped(result.root.label)) in \(result.proposal) (text metric: \(xmlEscaped(result.metricModel)))</title>\n"
        out += "  <style>text { font: 4px sans-serif; fill: #333 } .words { font-size: 6px; fill: #000 }</style>\n"
        if let proposal {
            out += "  <rect class=\"proposal\" x=\"0\" y=\"0\" width=\"\(n(proposal.width))\" height=\"\(n(proposal.height))\" fill=\"none\" "
                + "stroke=\"#888\" stroke-width=\"0.5\" stroke-dasharray=\"3 2\"/>\n"
        }
        for node in Self.paintingOrder(result).map({ result.nodes[$0] }) {
            let rect = node.drawn ?? node.frame
            guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { continue }
            let color = hue(node.depth)
            // The layout frame, dotted, where a rendering effect starts moving the drawing.
            let effectStarts = node.drawn != nil && node.parent.map { result.nodes[$0].drawn == nil } ?? true
            if effectStarts, node.frame.width.isFinite, node.frame.height.isFinite {
                out += "  <rect class=\"layout\" x=\"\(n(node.frame.minX))\" y=\"\(n(node.frame.minY))\" width=\"\(n(node.frame.width))\" "
                    + "height=\"\(n(node.frame.height))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"0.4\" stroke-dasharray=\"0.5 1\"/>\n"
            }
            let fill = node.kind == "Color" ? cssColor(node.label) : "none"
            out += "  <rect class=\"\(xmlEscaped(node.kind))\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
                + "height=\"\(n(rect.height))\" fill=\"\(fill)\" fill-opacity=\"0.5\" stroke=\"\(color)\" stroke-width=\"0.5\">"
                + "<title>\(xmlEscaped(node.label)) \(node.frame.origin) \(node.frame.size)</title></rect>\n"
            if node.kind == "Text" {
                out += "  <text class=\"words\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY + min(rect.height, 13)))\">\(xmlEscaped(node.label.textContent))</text>\n"
            }
        }
        for box in boxes {
            out += "  <text x=\"\(n(box.rect.minX + 1))\" y=\"\(n(box.rect.minY + 4.5))\">\(xmlEscaped(LayoutPicture.label(box, result)))</text>\n"
        }
        return out + "</svg>\n"
    }

    /// Nodes in the order they are painted: a background's secondary views before its primary
    /// view, an overlay's after it (B1703–1732).
    static func paintingOrder(_ result: LayoutResult) -> [Int] {
        var order: [Int] = []
        func paint(_ index: Int) {
            order.append(index)
            let children = result.children(of: index)
            let behind = children.filter { result.nodes[$0].role == .background }
            for child in behind + children.filter({ result.nodes[$0].role != .background }) { paint(child) }
        }
        if !result.nodes.isEmpty { paint(0) }
        return order
    }

    private func hue(_ depth: Int) -> String {
        ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf"][depth % 6]
    }

    /// SwiftUI's colour names as CSS colours; others grey.
    private func cssColor(_ label: String) -> String {
        let name = label.split(separator: ".").last.map(String.init) ?? ""
        let known = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
                     "brown", "white", "gray", "black"]
        switch name {
        case "mint": return "mediumaquamarine"
        case "secondary": return "silver"
        case "clear": return "none"
        default: return known.contains(name) ? name : "lightgray"
        }
    }
}
