import Foundation
import ViewlabDrawing
import ViewlabModel

/// A `SpriteView`'s sprite in SVG. Without a shader it is its texture's drawing, scaled to the
/// sprite's size (or its colour). A shader that only reads the texture somewhere else (the book's
/// water) is the texture's drawing through a displacement map of where each pixel reads; any other
/// shader has no SVG equivalent, so the sprite is drawn pixel by pixel and embedded as a PNG image.
extension DrawingSVG {
    func sprite(_ s: DrawnSprite, _ defs: inout SVGDefinitions, indent: String) -> String {
        let n: (Double) -> String = formatNumber
        let r = s.rect
        guard r.width > 0, r.height > 0 else { return "" }
        let transform = s.transform.isIdentity ? "" : " transform=\"matrix(\(s.transform.svgMatrix))\""
        let opacity = s.alpha < 1 ? " opacity=\"\(n(s.alpha))\"" : ""
        let grid = Self.shaderGrid(r, textureScale: s.textureScale)
        if s.shader != nil, s.texture != nil, let (map, scale) = Self.displacementMap(s, grid) {
            // Reads past an edge wrap around to the other side (Pro SwiftUI L3630–3632): the texture is
            // drawn again on every side, for the map to read from, and the result clipped to the sprite.
            let filter = defs.displacement(map: map, over: r, reach: scale / 2, scale: scale)
            var clipPath = PathValue()
            clipPath.addRect(r)
            let clip = defs.clip(clipPath, .identity)
            var out = indent + "<g class=\"sprite\"\(transform)\(opacity)>\n" + indent + "  <g clip-path=\"url(#\(clip))\">\n"
                + indent + "    <g filter=\"url(#\(filter))\">\n"
            for dy in [-1.0, 0, 1] {
                for dx in [-1.0, 0, 1] {
                    out += texture(s, &defs, shifted: Point(x: dx * r.width, y: dy * r.height), indent: indent + "      ")
                }
            }
            return out + indent + "    </g>\n" + indent + "  </g>\n" + indent + "</g>\n"
        }
        if s.shader != nil {
            let png = PNGEncoding.png(width: grid.width, height: grid.height, rgba: Self.pixels(grid) { _, p in
                (try? SpriteSampling.color(s, at: p)) ?? nil ?? .clear
            })
            return indent + "<image class=\"sprite\" x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
                + " preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"\(transform)\(opacity)/>\n"
        }
        guard s.texture != nil else {
            let c = s.color
            return indent + "<rect class=\"sprite\" x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
                + " fill=\"\(c.hex)\"" + (c.opacity < 1 ? " fill-opacity=\"\(n(c.opacity))\"" : "") + "\(transform)\(opacity)/>\n"
        }
        return indent + "<g class=\"sprite\"\(transform)\(opacity)>\n" + texture(s, &defs, indent: indent + "  ") + indent + "</g>\n"
    }

    /// The texture's views, their points fitted to the sprite's rectangle (moved by `shifted`).
    private func texture(_ s: DrawnSprite, _ defs: inout SVGDefinitions, shifted: Point = .zero, indent: String) -> String {
        let r = s.rect
        let fit = ViewTransform(a: r.width / max(s.textureSize.width, 1e-9), b: 0, c: 0, d: r.height / max(s.textureSize.height, 1e-9),
                                tx: r.minX + shifted.x, ty: r.minY + shifted.y)
        var out = indent + "<g transform=\"matrix(\(fit.svgMatrix))\">\n"
        for item in s.texture ?? [] { out += element(item, &defs, indent: indent + "  ") }
        return out + indent + "</g>\n"
    }

    /// The pixels a shader's picture is drawn at: the texture's, at most `SpriteShader.maxPixels`.
    private struct Grid { let rect: Rect, width: Int, height: Int }

    private static func shaderGrid(_ r: Rect, textureScale: Double) -> Grid {
        let density = min(textureScale, (Double(SpriteShader.maxPixels) / (r.width * r.height)).squareRoot())
        return Grid(rect: r, width: max(1, Int((r.width * density).rounded())), height: max(1, Int((r.height * density).rounded())))
    }

    /// Each pixel's colour, given its index (row by row) and its centre, as RGBA bytes.
    private static func pixels(_ grid: Grid, _ color: (Int, Point) -> RGBA) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: grid.width * grid.height * 4)
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let i = y * grid.width + x
                out.replaceSubrange(i * 4..<(i + 1) * 4, with: color(i, center(grid, x, y)).bytes)
            }
        }
        return out
    }

    private static func center(_ grid: Grid, _ x: Int, _ y: Int) -> Point {
        Point(x: grid.rect.minX + (Double(x) + 0.5) * grid.rect.width / Double(grid.width),
              y: grid.rect.minY + (Double(y) + 0.5) * grid.rect.height / Double(grid.height))
    }

    /// How far each pixel reads from itself, in points, when every pixel is one plain read of the
    /// texture; nil otherwise. The map's red and green say it, around 0.5, in units of `scale`.
    private static func displacementMap(_ s: DrawnSprite, _ grid: Grid) -> (png: [UInt8], scale: Double)? {
        let r = s.rect
        var offsets: [(dx: Double, dy: Double)] = []
        offsets.reserveCapacity(grid.width * grid.height)
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let p = center(grid, x, y)
                guard let read = (try? SpriteSampling.plainRead(s, at: p)) ?? nil,
                      let (u, v) = SpriteSampling.textureCoordinate(s, at: p) else { return nil }
                offsets.append(((read.s - u) * r.width, -(read.t - v) * r.height))
            }
        }
        let largest = offsets.reduce(0) { max($0, abs($1.dx), abs($1.dy)) }
        let scale = max(largest * 2 * 1.01, 1e-6)
        func channel(_ d: Double) -> Double { 0.5 + d / scale }
        let rgba = pixels(grid) { i, _ in RGBA(red: channel(offsets[i].dx), green: channel(offsets[i].dy), blue: 0) }
        return (PNGEncoding.png(width: grid.width, height: grid.height, rgba: rgba), scale)
    }
}
