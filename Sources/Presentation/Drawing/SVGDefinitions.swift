import Foundation
import ViewlabDrawing
import ViewlabModel

/// The `<defs>` of a drawing: gradients, clip paths and shadow filters, each given an id when an
/// item first needs it.
struct SVGDefinitions {
    private(set) var text = ""
    private var count = 0

    private mutating func nextID(_ prefix: String) -> String {
        count += 1
        return "\(prefix)\(count)"
    }

    /// A paint as an SVG fill or stroke value and its opacity; a gradient as a reference to its definition.
    mutating func paint(_ paint: Paint, _ box: Rect) -> (value: String, opacity: Double) {
        let n: (Double) -> String = formatNumber
        func point(_ u: UnitPoint) -> (String, String) { (n(box.minX + u.x * box.width), n(box.minY + u.y * box.height)) }
        switch paint {
        case .color(let c): return (c.hex, c.opacity)
        case .foreground: return ("#000000", 1)
        case .linear(let stops, let start, let end):
            let id = nextID("gradient"), (x1, y1) = point(start), (x2, y2) = point(end)
            text += "    <linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\">\(SVGDefinitions.stops(stops))</linearGradient>\n"
            return ("url(#\(id))", 1)
        case .radial(let stops, let center, let r0, let r1):
            // SVG's radial gradient starts at the centre: the stops move out to start at r0.
            let id = nextID("gradient"), (cx, cy) = point(center)
            let moved = stops.map { GradientStop(color: $0.color, location: r1 == 0 ? 0 : (r0 + $0.location * (r1 - r0)) / r1) }
            text += "    <radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(n(max(r1, 0.001)))\">\(SVGDefinitions.stops(moved))</radialGradient>\n"
            return ("url(#\(id))", 1)
        case .angular(let stops, _, _, _):
            // A stroke with an angular gradient is drawn in its middle colour.
            let c = Sampler.color(stops, at: 0.5)
            return (c.hex, c.opacity)
        }
    }

    static func stops(_ stops: [GradientStop]) -> String {
        stops.map {
            "<stop offset=\"\(formatNumber($0.location))\" stop-color=\"\($0.color.hex)\""
                + ($0.color.opacity < 1 ? " stop-opacity=\"\(formatNumber($0.color.opacity))\"" : "") + "/>"
        }.joined()
    }

    /// An angular gradient as 72 wedges around its centre, each in the colour at its middle angle.
    func wedges(_ paint: Paint, _ box: Rect, indent: String) -> String {
        guard case .angular(let stops, let center, let a0, let a1) = paint else { return "" }
        let n: (Double) -> String = formatNumber
        let c = Point(x: box.minX + center.x * box.width, y: box.minY + center.y * box.height)
        let reach = 2 * (box.width + box.height) + 1, pieces = 72
        var out = ""
        let span = a1.radians - a0.radians
        for i in 0..<pieces {
            let s = a0.radians + span * Double(i) / Double(pieces), e = a0.radians + span * Double(i + 1) / Double(pieces)
            // A hair wider than the wedge, so neighbours leave no seam.
            let color = Sampler.color(stops, at: (Double(i) + 0.5) / Double(pieces))
            let p1 = Point(x: c.x + reach * cos(s - 0.002), y: c.y + reach * sin(s - 0.002))
            let p2 = Point(x: c.x + reach * cos(e + 0.002), y: c.y + reach * sin(e + 0.002))
            out += indent + "<path d=\"M\(n(c.x)) \(n(c.y)) L\(n(p1.x)) \(n(p1.y)) L\(n(p2.x)) \(n(p2.y)) Z\" fill=\"\(color.hex)\""
                + (color.opacity < 1 ? " fill-opacity=\"\(n(color.opacity))\"" : "") + "/>\n"
        }
        return out
    }

    mutating func clip(_ path: PathValue, _ transform: ViewTransform) -> String {
        let id = nextID("clip")
        let t = transform.isIdentity ? "" : " transform=\"matrix(\(transform.svgMatrix))\""
        text += "    <clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\"><path d=\"\(path.svgData)\"\(t)/></clipPath>\n"
        return id
    }

    /// SwiftUI's shadow: the drawing's alpha blurred (standard deviation radius / 2), moved by
    /// (x, y), in the shadow's colour, under the drawing.
    mutating func shadow(_ s: (color: RGBA, radius: Double, x: Double, y: Double)) -> String {
        let id = nextID("shadow"), n: (Double) -> String = formatNumber
        text += "    <filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
            + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(n(s.radius / 2))\"/>"
            + "<feOffset dx=\"\(n(s.x))\" dy=\"\(n(s.y))\" result=\"moved\"/>"
            + "<feFlood flood-color=\"\(s.color.hex)\" flood-opacity=\"\(n(s.color.opacity))\"/>"
            + "<feComposite in2=\"moved\" operator=\"in\"/>"
            + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
        return id
    }

    /// `.mask { view }`: the view's drawing, by its alpha (SwiftUI masks by opacity, SVG by
    /// luminance unless told).
    mutating func mask(_ content: String) -> String {
        let id = nextID("mask")
        text += "    <mask id=\"\(id)\" mask-type=\"alpha\" style=\"mask-type: alpha\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">\n"
            + content + "    </mask>\n"
        return id
    }

    /// A Canvas's filters as one SVG filter, the last added first (GraphicsContext applies the
    /// latest filter to the drawing first: Pro SwiftUI's metaballs add the threshold, then the blur,
    /// and the blur runs first, spec D10). nil when none is drawn.
    mutating func canvasFilters(_ filters: [CanvasFilter]) -> String? {
        var primitives: [String] = [], input = "SourceGraphic", n = 0
        for filter in filters.reversed() {
            n += 1
            switch filter {
            case .blur(let r):
                primitives.append("<feGaussianBlur in=\"\(input)\" stdDeviation=\"\(formatNumber(r / 2))\" result=\"f\(n)\"/>")
            case .alphaThreshold(let lo, let hi, let color):
                // A table of 256 steps on alpha: 1 inside min…max, 0 outside.
                let table = (0..<256).map { i -> String in let a = Double(i) / 255; return a >= lo && a <= hi ? "1" : "0" }.joined(separator: " ")
                primitives.append("<feComponentTransfer in=\"\(input)\" result=\"f\(n)\"><feFuncA type=\"discrete\" tableValues=\"\(table)\"/></feComponentTransfer>")
                if let color {
                    primitives.append("<feFlood flood-color=\"\(color.hex)\" flood-opacity=\"\(formatNumber(color.opacity))\"/>")
                    n += 1
                    primitives.append("<feComposite in2=\"f\(n - 1)\" operator=\"in\" result=\"f\(n)\"/>")
                }
            case .colorInvert:
                primitives.append(transfer(input, n, slope: -1, intercept: 1))
            case .grayscale(let a):
                primitives.append("<feColorMatrix in=\"\(input)\" type=\"saturate\" values=\"\(formatNumber(1 - min(1, max(0, a))))\" result=\"f\(n)\"/>")
            case .saturation(let a):
                primitives.append("<feColorMatrix in=\"\(input)\" type=\"saturate\" values=\"\(formatNumber(a))\" result=\"f\(n)\"/>")
            case .contrast(let a):
                primitives.append(transfer(input, n, slope: a, intercept: 0.5 - 0.5 * a))
            case .brightness(let a):
                primitives.append(transfer(input, n, slope: 1, intercept: a))
            case .hueRotation(let degrees):
                primitives.append("<feColorMatrix in=\"\(input)\" type=\"hueRotate\" values=\"\(formatNumber(degrees))\" result=\"f\(n)\"/>")
            case .colorMultiply(let c):
                let values = [c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.opacity, 0].map(formatNumber).joined(separator: " ")
                primitives.append("<feColorMatrix in=\"\(input)\" type=\"matrix\" values=\"\(values)\" result=\"f\(n)\"/>")
            case .other:
                n -= 1
                continue
            }
            input = "f\(n)"
        }
        guard !primitives.isEmpty else { return nil }
        let id = nextID("filter")
        text += "    <filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\" color-interpolation-filters=\"sRGB\">" + primitives.joined() + "</filter>\n"
        return id
    }

    /// The same linear function on red, green and blue: `slope · c + intercept`.
    private func transfer(_ input: String, _ n: Int, slope: Double, intercept: Double) -> String {
        let f = "type=\"linear\" slope=\"\(formatNumber(slope))\" intercept=\"\(formatNumber(intercept))\""
        return "<feComponentTransfer in=\"\(input)\" result=\"f\(n)\"><feFuncR \(f)/><feFuncG \(f)/><feFuncB \(f)/></feComponentTransfer>"
    }

    /// `.blur(radius:)`: a Gaussian blur of standard deviation radius / 2.
    mutating func blur(_ radius: Double) -> String {
        let id = nextID("blur")
        text += "    <filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(formatNumber(radius / 2))\"/></filter>\n"
        return id
    }

    /// A shader that moves where the texture is read: `feDisplacementMap` with the map as an image over
    /// `rect`; each pixel reads `scale × (channel − 0.5)` points away (red across, green down), at
    /// most `reach`, so the filter sees that far around the rectangle.
    mutating func displacement(map png: [UInt8], over rect: Rect, reach: Double, scale: Double) -> String {
        let id = nextID("ripple"), n: (Double) -> String = formatNumber
        func area(_ r: Rect) -> String { "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"" }
        let region = area(rect.insetBy(dx: -reach - 1, dy: -reach - 1))
        text += "    <filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(region) color-interpolation-filters=\"sRGB\">"
            + "<feImage \(area(rect)) preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(Data(png).base64EncodedString())\" result=\"map\"/>"
            + "<feDisplacementMap in=\"SourceGraphic\" in2=\"map\" scale=\"\(n(scale))\" xChannelSelector=\"R\" yChannelSelector=\"G\"/></filter>\n"
        return id
    }

    /// SwiftUI's `BlendMode` names as CSS's `mix-blend-mode` values (`.plusLighter` is CSS's
    /// `plus-lighter`; the rest match by name).
    static func cssBlendMode(_ mode: String) -> String {
        var out = ""
        for c in mode {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out == "normal" || out.isEmpty ? "normal" : out
    }
}
