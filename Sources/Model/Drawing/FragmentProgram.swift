/// A fragment shader as a sprite's drawing runs it, pixel by pixel: what SpriteKit hands one run and
/// the colour it gives back. The GLSL interpreter that implements it is ViewlabShading's
/// `ShaderProgram`; Model only holds it, so the drawing engine needs no compiler.
public protocol FragmentProgram: Sendable {
    /// The colour of one fragment; throws when the run cannot finish (its step budget ran out).
    func fragmentColor(_ inputs: ShaderInputs) throws -> ShaderColor
}

/// A colour as a shader sees it: premultiplied components, not clamped.
public struct ShaderColor: Equatable, Sendable {
    public var r, g, b, a: Double
    public init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    public static let clear = ShaderColor(r: 0, g: 0, b: 0, a: 0)
    public static let white = ShaderColor(r: 1, g: 1, b: 1, a: 1)
}

/// What SpriteKit hands one run of a fragment shader.
public struct ShaderInputs {
    /// v_tex_coord: the fragment's texture coordinate, 0…1, origin at the bottom-left (SpriteKit's).
    public var texCoord: (x: Double, y: Double)
    /// u_time: seconds since the shader started.
    public var time: Double
    /// u_sprite_size (points).
    public var spriteSize: (width: Double, height: Double)
    /// u_path_length (0 for sprites).
    public var pathLength: Double
    /// The learner's uniforms by name: 1 value for float, 2/3/4 for vec2/3/4.
    public var uniforms: [String: [Double]]
    /// texture2D(u_texture, coord): the texture's premultiplied colour at a texture coordinate
    /// (already wrapped by the caller as it wishes).
    public var sampleTexture: (Double, Double) -> ShaderColor
    /// v_color_mix: a sprite's colour blend (default 1, 1, 1, 1).
    public var colorMix: ShaderColor

    /// Defaults: the bottom-left fragment at time 0 of a 0×0 sprite with no uniforms, a plain white
    /// texture and a white colour blend.
    public init(texCoord: (x: Double, y: Double) = (0, 0),
                time: Double = 0,
                spriteSize: (width: Double, height: Double) = (0, 0),
                pathLength: Double = 0,
                uniforms: [String: [Double]] = [:],
                colorMix: ShaderColor = .white,
                sampleTexture: @escaping (Double, Double) -> ShaderColor = { _, _ in .white }) {
        self.texCoord = texCoord
        self.time = time
        self.spriteSize = spriteSize
        self.pathLength = pathLength
        self.uniforms = uniforms
        self.colorMix = colorMix
        self.sampleTexture = sampleTexture
    }
}
