/// What a `SpriteView`'s scene draws for one sprite node (*Pro SwiftUI* L3555–3762), in the view's
/// coordinates: SpriteKit's scene is y-up with its origin at the bottom left, which the Language
/// layer has already turned into the view's y-down points.
public struct SpriteDrawing {
    /// The sprite's rectangle.
    public var rect: Rect
    /// The picture in it: nil for a sprite that is only its colour.
    public var texture: SpriteTexture?
    /// `SKSpriteNode.color`: what a sprite without a texture is filled with.
    public var color: RGBA
    /// `alpha`, multiplied into what the sprite draws.
    public var alpha: Double
    /// The node's fragment shader, run for each pixel of the sprite.
    public var shader: SpriteShader?
    public init(rect: Rect, texture: SpriteTexture?, color: RGBA, alpha: Double, shader: SpriteShader?) {
        self.rect = rect; self.texture = texture; self.color = color; self.alpha = alpha; self.shader = shader
    }
}

/// A texture made from an `ImageRenderer`'s image: the view it drew, its size in points, and its
/// pixels per point (the renderer's scale: 1 unless the app sets it, Pro SwiftUI D18).
public struct SpriteTexture {
    public var content: ViewValue
    public var size: Size
    public var scale: Double
    public init(content: ViewValue, size: Size, scale: Double) { self.content = content; self.size = size; self.scale = scale }
}

/// A compiled GLSL fragment shader with what SpriteKit gives it: the app's uniforms by name and
/// `u_time`, the seconds since the scene started.
public struct SpriteShader {
    /// The steps one pixel's run may take while a sprite is drawn: a picture has up to
    /// `maxPixels` pixels, each run at most twice (SVG's displacement map), so a picture stays under
    /// 10⁸ steps, a few seconds. Not in source: a GPU runs far longer shaders.
    public static let stepsPerPixel = 500
    /// The most pixels a sprite's shader is drawn at (in SVG, one pixel a point of a 300×300 sprite).
    public static let maxPixels = 90_000
    public var program: any FragmentProgram
    public var uniforms: [String: [Double]]
    public var time: Double
    public init(program: any FragmentProgram, uniforms: [String: [Double]], time: Double) {
        self.program = program; self.uniforms = uniforms; self.time = time
    }
}
