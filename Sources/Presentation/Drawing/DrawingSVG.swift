import Foundation
import ViewlabDrawing
import ViewlabLayout
import ViewlabModel

/// `viewlab render --format svg`: the views as the app shows them — shapes with their outlines,
/// paints and strokes, each text line where layout broke it, the drawing effects — on a white
/// screen the size of the proposal; with `frames`, the layout frames and their labels as a layer
/// above (`LayoutSVG`'s drawing, B1360–1398). What is approximated is named in `<desc>`.
public struct DrawingSVG {
    /// Pixels per point.
    public var scale: Double
    public var frames: Bool
    public init(scale: Double = 2, frames: Bool = false) { self.scale = scale; self.frames = frames }

    public func svg(_ list: DisplayList, _ result: LayoutResult) -> String {
        let margin = 12.0
        var area = list.bounds
        if frames { area = area.union(LayoutPicture.bounds(LayoutPicture.boxes(result))) }
        area = area.insetBy(dx: -margin, dy: -margin)
        let n: (Double) -> String = formatNumber
        var defs = SVGDefinitions()
        var body = ""
        for item in list.items { body += element(item, &defs, indent: "  ") }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(area.width * scale))\" height=\"\(n(area.height * scale))\" "
            + "viewBox=\"\(n(area.minX)) \(n(area.minY)) \(n(area.width)) \(n(area.height))\">\n"
        out += "  <title>\(xmlEscaped(result.root.label)) in \(result.proposal) (text metric: \(xmlEscaped(result.metricModel)))</title>\n"
        if !list.approximations.isEmpty {
            out += "  <desc>Drawn by viewlab's models: \(xmlEscaped(list.approximations.joined(separator: "; ")))</desc>\n"
        }
        if !defs.text.isEmpty { out += "  <defs>\n" + defs.text + "  </defs>\n" }
        // The screen: the proposal, white, on the grey around it (iOS's grouped background).
        out += "  <rect class=\"outside\" x=\"\(n(area.minX))\" y=\"\(n(area.minY))\" width=\"\(n(area.width))\" height=\"\(n(area.height))\" fill=\"#f2f2f7\"/>\n"
        if let screen = result.proposalRect {
            out += "  <rect class=\"screen\" x=\"\(n(screen.minX))\" y=\"\(n(screen.minY))\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" fill=\"#ffffff\"/>\n"
        }
        out += "  <g class=\"app\">\n" + body + "  </g>\n"
        if frames { out += LayoutSVG.framesLayer(result) }
        return out + "</svg>\n"
    }

    // MARK: Items

    func element(_ item: DisplayItem, _ defs: inout SVGDefinitions, indent: String) -> String {
        switch item {
        case .shape(let s): return shape(s, &defs, indent: indent)
        case .text(let t): return text(t, indent: indent)
        case .image(let i): return image(i, indent: indent)
        case .sprite(let s): return sprite(s, &defs, indent: indent)
        case .group(let g):
            var attributes = ""
            if g.opacity < 1 { attributes += " opacity=\"\(formatNumber(g.opacity))\"" }
            if let (path, transform) = g.clip { attributes += " clip-path=\"url(#\(defs.clip(path, transform)))\"" }
            if let mask = g.mask {
                // The mask's own drawing, made first: its gradients and clips go into the definitions too.
                var content = ""
                for item in mask { content += element(item, &defs, indent: "      ") }
                attributes += " mask=\"url(#\(defs.mask(content)))\""
            }
            if let shadow = g.shadow { attributes += " filter=\"url(#\(defs.shadow(shadow)))\"" }
            if let filters = defs.canvasFilters(g.filters) { attributes += " filter=\"url(#\(filters))\"" }
            // A group with a shadow and a blur: the blur inside, as `.blur` comes before `.shadow` in any order SwiftUI allows.
            if let radius = g.blurRadius {
                let blur = " filter=\"url(#\(defs.blur(radius)))\""
                if g.shadow == nil { attributes += blur } else {
                    var out = indent + "<g\(attributes)>\n" + indent + "  <g\(blur)>\n"
                    for child in g.items { out += element(child, &defs, indent: indent + "    ") }
                    return out + indent + "  </g>\n" + indent + "</g>\n"
                }
            }
            var style: [String] = []
            if let mode = g.blendMode { style.append("mix-blend-mode: \(SVGDefinitions.cssBlendMode(mode))") }
            if g.isLayer { style.append("isolation: isolate") }
            if !style.isEmpty { attributes += " style=\"\(style.joined(separator: "; "))\"" }
            var out = indent + "<g\(attributes)>\n"
            for child in g.items { out += element(child, &defs, indent: indent + "  ") }
            return out + indent + "</g>\n"
        }
    }

    private func shape(_ s: DrawnShape, _ defs: inout SVGDefinitions, indent: String) -> String {
        let transform = s.transform.isIdentity ? "" : " transform=\"matrix(\(s.transform.svgMatrix))\""
        let title = "<title>\(xmlEscaped(s.label))</title>"
        if case .angular = s.paint, s.stroke == nil {
            // SVG has no conic gradient: wedges of the gradient's colours, clipped to the shape.
            let clip = defs.clip(s.path, .identity)
            return indent + "<g clip-path=\"url(#\(clip))\"\(transform)>\(title)\n" + defs.wedges(s.paint, s.paintBox, indent: indent + "  ") + indent + "</g>\n"
        }
        let paint = defs.paint(s.paint, s.paintBox)
        var attributes: String
        if let stroke = s.stroke {
            attributes = "fill=\"none\" stroke=\"\(paint.value)\"" + (paint.opacity < 1 ? " stroke-opacity=\"\(formatNumber(paint.opacity))\"" : "")
                + " stroke-width=\"\(formatNumber(stroke.lineWidth))\""
            if stroke.lineCap != .butt { attributes += " stroke-linecap=\"\(stroke.lineCap.rawValue)\"" }
            if stroke.lineJoin != .miter { attributes += " stroke-linejoin=\"\(stroke.lineJoin.rawValue)\"" }
            if stroke.miterLimit != 4 { attributes += " stroke-miterlimit=\"\(formatNumber(stroke.miterLimit))\"" }
            if !stroke.dash.isEmpty { attributes += " stroke-dasharray=\"\(stroke.dash.map(formatNumber).joined(separator: " "))\"" }
            if stroke.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(formatNumber(stroke.dashPhase))\"" }
        } else {
            attributes = "fill=\"\(paint.value)\"" + (paint.opacity < 1 ? " fill-opacity=\"\(formatNumber(paint.opacity))\"" : "")
            if s.evenOdd { attributes += " fill-rule=\"evenodd\"" }
        }
        return indent + "<path d=\"\(s.path.svgData)\" \(attributes)\(transform)>\(title)</path>\n"
    }

    /// Each line at its baseline in Helvetica's metrics (Liberation Sans and Arial share them),
    /// scaled across so that it is exactly as wide as the text metric measured it: the line fills
    /// the frame layout gave it in any renderer that has one of those fonts.
    private func text(_ t: TextRun, indent: String) -> String {
        let n: (Double) -> String = formatNumber
        var out = ""
        for line in t.lines where !line.text.isEmpty {
            let natural = SansWidths.width(line.text, pointSize: t.pointSize)
            let sx = natural > 0 ? line.width / natural : 1
            let fit = ViewTransform(a: sx, b: 0, c: 0, d: 1, tx: line.origin.x * (1 - sx), ty: 0)
            let transform = t.transform.concatenating(fit)
            let fill = t.color.hex + (t.color.opacity < 1 ? "\" fill-opacity=\"\(n(t.color.opacity))" : "")
            out += indent + "<text x=\"\(n(line.origin.x))\" y=\"\(n(line.origin.y))\" font-size=\"\(n(t.pointSize))\""
                + (t.isBold ? " font-weight=\"bold\"" : "")
                + " font-family=\"'Liberation Sans', Arial, Helvetica, 'Noto Sans CJK SC', sans-serif\" fill=\"\(fill)\""
                + (transform.isIdentity ? "" : " transform=\"matrix(\(transform.svgMatrix))\"")
                + " data-width=\"\(n(line.width))\">\(xmlEscaped(line.text))</text>\n"
        }
        return out
    }

    private func image(_ i: ImageMark, indent: String) -> String {
        let n: (Double) -> String = formatNumber
        let transform = i.transform.isIdentity ? "" : " transform=\"matrix(\(i.transform.svgMatrix))\""
        let r = i.frame
        let opacity = i.opacity < 1 ? " opacity=\"\(n(i.opacity))\"" : ""
        // The name stays inside its box, smaller or cut short where it would run into the views
        // beside it (a sans-serif glyph is about 0.6 em wide).
        let room = max(1, r.width - 2)
        let fontSize = max(2, min(6, r.height / 3, room / (0.6 * Double(max(1, i.name.count)))))
        let glyphs = room / (0.6 * fontSize) + 1e-9
        let name = !glyphs.isFinite || Double(i.name.count) <= glyphs ? i.name : String(i.name.prefix(max(0, Int(glyphs) - 1))) + "…"
        return indent + "<g class=\"image\"\(transform)\(opacity)><title>Image\(i.isSystemName ? "(systemName: " : "(")\"\(xmlEscaped(i.name))\")</title>"
            + "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" rx=\"\(n(min(r.width, r.height) / 5))\" fill=\"#d9d9de\"/>"
            + "<text x=\"\(n(r.midX))\" y=\"\(n(r.midY + 2))\" font-size=\"\(n(fontSize))\" text-anchor=\"middle\" fill=\"#6e6e73\" font-family=\"sans-serif\">\(xmlEscaped(name))</text></g>\n"
    }
}

extension DrawingSVG {
    /// The SVG of a laid-out tree: its display list drawn.
    public func svg(_ result: LayoutResult) throws -> String {
        svg(try DisplayListBuilder.build(result), result)
    }
}
