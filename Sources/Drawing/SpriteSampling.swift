import Foundation
import ViewlabModel

/// The colour of a `SpriteView`'s sprite at a point, as SpriteKit draws it: the fragment shader runs
/// for the pixel with `v_tex_coord` its place in the sprite (0…1, y up), and each `texture2D` reads
/// the texture there. Without a shader the sprite shows its texture, or its colour.
public enum SpriteSampling {
    /// Named in every picture with a shader.
    static let approximation = "shaders: viewlab interprets the GLSL for each pixel, reads past an edge wrapping around "
        + "(Pro SwiftUI L3630–3632). A shader that only reads the texture elsewhere is drawn in SVG as a displacement map (8 bits "
        + "a channel) over the texture's views; any other shader as pixels at the texture's resolution, without its text"

    /// The sprite's straight-alpha colour at `local` (the sprite's coordinates), nil outside it.
    public static func color(_ sprite: DrawnSprite, at local: Point) throws -> RGBA? {
        guard let (u, v) = textureCoordinate(sprite, at: local) else { return nil }
        let premultiplied: ShaderColor
        if let shader = sprite.shader {
            premultiplied = try shader.program.fragmentColor(inputs(sprite, shader, u, v) { s, t in texture(sprite, s, t) })
        } else {
            premultiplied = texture(sprite, u, v)
        }
        let a = min(max(premultiplied.a, 0), 1) * sprite.alpha
        guard a > 0 else { return .clear }
        let unpremultiply = premultiplied.a > 0 ? 1 / premultiplied.a : 0
        func channel(_ c: Double) -> Double { min(max(c * unpremultiply, 0), 1) }
        return RGBA(red: channel(premultiplied.r), green: channel(premultiplied.g), blue: channel(premultiplied.b), opacity: a)
    }

    /// Where the shader reads the texture for the pixel at `local`, in texture coordinates, when all
    /// it draws there is that one read (the book's water shader): found by running it with two
    /// textures whose colours are their own coordinates and differ only in blue. Nil when the
    /// pixel's colour is anything else (a tint, a mix of reads) or the point is outside the sprite.
    public static func plainRead(_ sprite: DrawnSprite, at local: Point) throws -> (s: Double, t: Double)? {
        guard let shader = sprite.shader, let (u, v) = textureCoordinate(sprite, at: local) else { return nil }
        let a = try shader.program.fragmentColor(inputs(sprite, shader, u, v) { s, t in ShaderColor(r: s, g: t, b: 0.25, a: 1) })
        let b = try shader.program.fragmentColor(inputs(sprite, shader, u, v) { s, t in ShaderColor(r: s, g: t, b: 0.75, a: 1) })
        guard a.b == 0.25, b.b == 0.75, a.a == 1, b.a == 1, a.r == b.r, a.g == b.g else { return nil }
        return (a.r, a.g)
    }

    /// `v_tex_coord` at a point of the sprite: 0…1 across, and 0…1 upwards.
    public static func textureCoordinate(_ sprite: DrawnSprite, at local: Point) -> (Double, Double)? {
        let r = sprite.rect
        guard r.width > 0, r.height > 0, local.x >= r.minX, local.x < r.maxX, local.y >= r.minY, local.y < r.maxY else { return nil }
        return ((local.x - r.minX) / r.width, 1 - (local.y - r.minY) / r.height)
    }

    private static func inputs(_ sprite: DrawnSprite, _ shader: SpriteShader, _ u: Double, _ v: Double,
                               texture: @escaping (Double, Double) -> ShaderColor) -> ShaderInputs {
        var inputs = ShaderInputs(texCoord: (u, v), sampleTexture: texture)
        inputs.time = shader.time
        inputs.uniforms = shader.uniforms
        inputs.spriteSize = (sprite.rect.width, sprite.rect.height)
        return inputs
    }

    /// `texture2D(u_texture, (s, t))`: premultiplied, between the four nearest pixels' centres, the
    /// coordinates wrapping around (SKTexture's default filtering is linear; Apple's documentation).
    static func texture(_ sprite: DrawnSprite, _ s: Double, _ t: Double) -> ShaderColor {
        guard sprite.texture != nil else { return premultiplied(sprite.color) }
        let grid = sprite.texels
        let x = wrap(s) * Double(grid.width) - 0.5, y = (1 - wrap(t)) * Double(grid.height) - 0.5
        let x0 = x.rounded(.down), y0 = y.rounded(.down)
        let fx = x - x0, fy = y - y0
        let a = grid.texel(Int(x0), Int(y0)), b = grid.texel(Int(x0) + 1, Int(y0))
        let c = grid.texel(Int(x0), Int(y0) + 1), d = grid.texel(Int(x0) + 1, Int(y0) + 1)
        func mix(_ k: KeyPath<ShaderColor, Double>) -> Double {
            (a[keyPath: k] * (1 - fx) + b[keyPath: k] * fx) * (1 - fy) + (c[keyPath: k] * (1 - fx) + d[keyPath: k] * fx) * fy
        }
        return ShaderColor(r: mix(\.r), g: mix(\.g), b: mix(\.b), a: mix(\.a))
    }

    private static func wrap(_ x: Double) -> Double { x - x.rounded(.down) }

    /// A colour as SpriteKit's textures hold it: each component multiplied by the opacity.
    static func premultiplied(_ c: RGBA) -> ShaderColor {
        ShaderColor(r: c.red * c.opacity, g: c.green * c.opacity, b: c.blue * c.opacity, a: c.opacity)
    }
}

/// A texture's pixels, each sampled from its drawing once, when first read: the grid is the
/// texture's size times its scale, so an image rendered at scale 1 reads coarser (Pro SwiftUI D18).
final class TexelGrid {
    let width: Int, height: Int
    private let scale: Double
    private let sampler: Sampler
    private var texels: [ShaderColor?]

    init(items: [DisplayItem], size: Size, scale: Double) {
        self.scale = max(scale, 0.01)
        width = max(1, Int((size.width * self.scale).rounded())); height = max(1, Int((size.height * self.scale).rounded()))
        sampler = Sampler(DisplayList(items: items, bounds: Rect(origin: .zero, size: size), approximations: []))
        texels = Array(repeating: nil, count: width * height)
    }

    /// The pixel at (x, y), wrapping around the edges.
    func texel(_ x: Int, _ y: Int) -> ShaderColor {
        let x = ((x % width) + width) % width, y = ((y % height) + height) % height
        if let known = texels[y * width + x] { return known }
        let texel = SpriteSampling.premultiplied(sampler.color(at: Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale), over: .clear))
        texels[y * width + x] = texel
        return texel
    }
}
