import Foundation
import Testing

/// The last listing of Pro SwiftUI ch. 5 (L3555–3762): SwiftUI views rendered by `ImageRenderer`,
/// shown as the texture of a SpriteKit sprite whose GLSL shader ripples it, in a `SpriteView`.
/// `Golden/drawing/water.swift` is the book's program as its companion code has it.
struct SpriteKitCLITests {
    let cli = CLITests()
    static let water = DrawingCLITests.folder.appendingPathComponent("water.swift").path

    /// The renderer lays the views out at their ideal size, 150 + 2 × 16 + 2 × 16 = 214 points, and
    /// the SpriteView takes that frame.
    @Test func theWaterEffectIsTheSizeOfItsRenderedViews() throws {
        let r = try cli.viewlab(["layout", Self.water])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("WaterEffect<Content>                                          (53, 56)  214×214"))
        #expect(r.stdout.contains("SpriteView(scene: scene, options: .allowsTransparency)  (53, 56)  214×214"))
    }

    /// The shader only moves where the texture is read, so SVG draws the views through a
    /// displacement map: the circle's text is still there, and the picture says what is modelled.
    @Test func theRippleIsADisplacementMapOverTheViews() throws {
        let r = try cli.viewlab(["render", Self.water, "--format", "svg"])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("<feDisplacementMap in=\"SourceGraphic\" in2=\"map\""))
        #expect(r.stdout.contains(">Hello, world!</text>"))
        #expect(r.stdout.contains("shaders: viewlab interprets the GLSL for each pixel"))
        // The map is the sprite's size, over the sprite's own coordinates.
        #expect(r.stdout.contains("<feImage x=\"0\" y=\"0\" width=\"214\" height=\"214\" preserveAspectRatio=\"none\""))
    }

    /// `u_time` is the time `render --at` asks for: the ripple moves.
    @Test func theRippleMovesWithTime() throws {
        let start = try cli.viewlab(["render", Self.water, "--format", "svg"]).stdout
        let later = try cli.viewlab(["render", Self.water, "--format", "svg", "--at", "1.5"]).stdout
        #expect(start != later)
        #expect(try cli.viewlab(["render", Self.water, "--format", "svg", "--at", "0"]).stdout == start)
    }

    /// A mistake in the GLSL is reported when the shader is made, at its place in the file.
    @Test func aShaderMistakeIsReportedInTheFile() throws {
        let r = try cli.viewlab(["run", "-"], stdin: """
            import SpriteKit
            class Pool: SKScene {
                let sway = SKShader(source: \"""
                void main() {
                    gl_FragColor = texture2D(u_texture, v_tex_coord) * cosine(u_time);
                }
                \""")
            }
            let pool = Pool()
            """)
        #expect(r.code == 2)
        #expect(r.stderr == """
            <stdin>:5:60: error: the shader does not compile: unknown function 'cosine'; did you mean 'cos'? (shader line 2, column 56)
            5 |         gl_FragColor = texture2D(u_texture, v_tex_coord) * cosine(u_time);
              |                                                            ^

            """)
    }

    /// A shader that would loop for ever stops at its step budget, and says where.
    @Test func aRunawayShaderStopsWithAMessage() throws {
        let r = try cli.viewlab(["render", "-", "--format", "svg"], stdin: """
            import SpriteKit
            class Pool: SKScene {
                let sheet = SKSpriteNode(color: .red, size: CGSize(width: 50, height: 50))
                let spin = SKShader(source: \"""
                void main() {
                    float total = 0.0;
                    for (int i = 0; i < 1000000; i++) { total += 1.0; }
                    gl_FragColor = vec4(total);
                }
                \""")
                override func sceneDidLoad() { sheet.shader = spin; addChild(sheet) }
            }
            struct ContentView: View {
                @State private var scene = Pool()
                var body: some View { SpriteView(scene: scene).frame(width: 100, height: 100) }
            }
            """)
        #expect(r.code == 2)
        #expect(r.stderr.hasPrefix("<stdin>:7:9: error: the shader stopped: the shader ran more than 500 steps for one pixel\n"))
        #expect(r.stderr.contains("note: viewlab runs a sprite's shader for up to 90000 pixels, so each may take at most 500 steps"))
    }

    /// A scene without `.allowsTransparency` is opaque, its background UIKit's colour; a sprite is
    /// centred on its position, y measured up from the scene's bottom-left corner.
    @Test func aSceneDrawsItsBackgroundAndItsSpritesUpsideUp() throws {
        let r = try cli.viewlab(["render", "-", "--format", "svg", "--proposal", "200x200"], stdin: """
            import SpriteKit
            class Board: SKScene {
                override func sceneDidLoad() {
                    backgroundColor = .blue
                    scaleMode = .resizeFill
                    let tile = SKSpriteNode(color: .orange, size: CGSize(width: 20, height: 10))
                    tile.position = CGPoint(x: 30, y: 15)
                    addChild(tile)
                }
            }
            struct ContentView: View {
                @State private var scene = Board()
                var body: some View { SpriteView(scene: scene).frame(width: 100, height: 80) }
            }
            """)
        #expect(r.code == 0 && r.stderr == "")
        // The view is at (50, 60) 100×80; the tile's centre is 15 up from its bottom: y 80 − 15 = 65.
        #expect(r.stdout.contains("<path d=\"M0 0 L100 0 L100 80 L0 80 Z\" fill=\"#0000ff\" transform=\"matrix(1 0 0 1 50 60)\">"))
        #expect(r.stdout.contains("<rect class=\"sprite\" x=\"20\" y=\"60\" width=\"20\" height=\"10\" fill=\"#ff8000\" transform=\"matrix(1 0 0 1 50 60)\"/>"))
    }

    @Test func aShaderFileAndAValueThatIsNoSceneAreRefused() throws {
        let file = try cli.viewlab(["run", "-"], stdin: "let s = SKShader(fileNamed: \"water.fsh\")\n")
        #expect(file.stderr.contains("error: viewlab has no files from the app's bundle: write the shader's GLSL in SKShader(source:)"))
        let scene = try cli.viewlab(["tree", "-"], stdin: "SpriteView(scene: \"pond\")\n")
        #expect(scene.stderr.contains("error: 'SpriteView' shows an SKScene: SpriteView(scene: scene), not a value of type 'String'"))
    }

    /// G32: ImageRenderer draws at scale 1 unless told, and an iPhone's display scale is 3.
    @Test func imageRendererSizes() throws {
        let r = try cli.viewlab(["run", "-"], stdin: """
            struct Tile: View {
                @Environment(\\.displayScale) var displayScale
                var body: some View {
                    let renderer = ImageRenderer(content: Color.blue.frame(width: 400, height: 400))
                    let _ = print(renderer.uiImage!.size, renderer.cgImage!.width, displayScale)
                    let _ = renderer.scale = displayScale
                    let _ = print(renderer.cgImage!.width, renderer.cgImage!.height)
                    Color.clear
                }
            }
            let _ = Tile().body
            """)
        #expect(r.stderr == "")
        #expect(r.stdout == "(400.0, 400.0) 400 3.0\n1200 1200\n")
    }
}
