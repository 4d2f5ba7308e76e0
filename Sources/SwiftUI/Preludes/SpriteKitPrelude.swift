/// SpriteKit's scenes and nodes as far as a SwiftUI app shows them in a `SpriteView`, UIKit's images
/// and SwiftUI's `ImageRenderer` (*Pro SwiftUI* L3555–3762, the water shader), written in Swift and
/// interpreted like learner code, so a learner's `class WaterScene: SKScene` inherits them and its
/// overrides run when SpriteKit would call them. The defaults are Apple's documented ones; what a
/// `SpriteView` does with a scene is in SwiftUI/Drawing/SpriteViews.swift.
let spriteKitPreludeSource = """
typealias SKColor = UIColor
class SKNode {
    var position = CGPoint()
    var zPosition: CGFloat = 0
    var zRotation: CGFloat = 0
    var xScale: CGFloat = 1
    var yScale: CGFloat = 1
    var alpha: CGFloat = 1
    var isHidden = false
    var name: String? = nil
    var children: [SKNode] = []
    init() {}
    func addChild(_ node: SKNode) { children.append(node) }
    func removeAllChildren() { children.removeAll() }
    func childNode(withName name: String) -> SKNode? { children.first { $0.name == name } }
    func setScale(_ scale: CGFloat) { xScale = scale; yScale = scale }
}
/// A sprite draws its texture (or its colour) in `size`, centred on its position by default.
class SKSpriteNode: SKNode {
    var texture: SKTexture? = nil
    var size = CGSize()
    var color = UIColor.white
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var shader: SKShader? = nil
    init() {}
    init(texture: SKTexture?) { self.texture = texture; size = texture?.size() ?? CGSize.zero }
    init(texture: SKTexture?, size: CGSize) { self.texture = texture; self.size = size }
    init(imageNamed name: String) { let t = SKTexture(imageNamed: name); texture = t; size = t.size() }
    init(color: UIColor, size: CGSize) { self.color = color; self.size = size }
}
/// A texture made from an image: its size is the image's, in points.
class SKTexture {
    let image: UIImage?
    init(image: UIImage) { self.image = image }
    /// An image of the app's: viewlab has no image files, so it is the placeholder an `Image` with
    /// that name draws, at that image's size.
    init(imageNamed name: String) { image = ImageRenderer(content: Image(name)).uiImage }
    func size() -> CGSize { image?.size ?? CGSize.zero }
}
/// A fragment shader in GLSL, compiled when it is made (viewlab checks it then, as a device does
/// when it compiles it), with the uniforms the app sets by name.
class SKShader {
    var source: String? = nil
    var uniforms: [SKUniform] = []
    init() {}
    init(source: String) { self.source = source }
    init(source: String, uniforms: [SKUniform]) { self.source = source; self.uniforms = uniforms }
    init(fileNamed name: String) {}
    func addUniform(_ uniform: SKUniform) { uniforms.append(uniform) }
    func uniformNamed(_ name: String) -> SKUniform? { uniforms.first { $0.name == name } }
    func removeUniformNamed(_ name: String) { uniforms.removeAll { $0.name == name } }
}
class SKUniform {
    let name: String
    var floatValue: Float = 0
    init(name: String) { self.name = name }
    init(name: String, float value: Float) { self.name = name; floatValue = value }
}
/// The view that presents a scene: a `SpriteView` makes one.
class SKView {}
enum SKSceneScaleMode { case fill, aspectFill, aspectFit, resizeFill }
/// A scene: its size (the view's, with `.resizeFill`), and the methods SpriteKit calls, which a
/// subclass overrides: `sceneDidLoad()` when it is made, `didMove(to:)` when a view presents it,
/// `didChangeSize(_:)`, `update(_:)` before each frame. The default background is a dark grey
/// (red, green and blue 0.15).
class SKScene: SKNode {
    var size = CGSize()
    var scaleMode = SKSceneScaleMode.fill
    var backgroundColor = UIColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    var anchorPoint = CGPoint()
    var view: SKView? = nil
    var isPaused = false
    var frame: CGRect { CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height) }
    init() { sceneDidLoad() }
    init(size: CGSize) { self.size = size; sceneDidLoad() }
    func sceneDidLoad() {}
    func didMove(to view: SKView) {}
    func willMove(from view: SKView) {}
    func didChangeSize(_ oldSize: CGSize) {}
    func update(_ currentTime: TimeInterval) {}
}
/// An image `ImageRenderer` made: its size in points, its scale (pixels per point), and, for
/// viewlab's drawing, the view it is a picture of.
final class UIImage {
    let size: CGSize
    let scale: CGFloat
    let content: AnyView?
    init(_viewlabRendering content: AnyView?, size: CGSize, scale: CGFloat) { self.content = content; self.size = size; self.scale = scale }
    var cgImage: CGImage? { CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded())) }
}
/// Core Graphics' bitmap: its size in pixels.
struct CGImage {
    let width: Int
    let height: Int
}
/// SwiftUI's `ImageRenderer`: the view laid out at its ideal size (its proposal is unspecified
/// unless set) and drawn at `scale` pixels per point, 1 unless set (Pro SwiftUI D18, L3748–3759).
final class ImageRenderer<Content: View> {
    var content: Content
    var scale: CGFloat = 1
    var proposedSize = ProposedViewSize.unspecified
    var isOpaque = false
    init(content: Content) { self.content = content }
    var uiImage: UIImage? {
        let size = _viewlabIdealSize(content, proposedSize)
        return UIImage(_viewlabRendering: AnyView(content), size: size, scale: scale)
    }
    var nsImage: UIImage? { self.uiImage }
    var cgImage: CGImage? { self.uiImage?.cgImage }
}
"""
