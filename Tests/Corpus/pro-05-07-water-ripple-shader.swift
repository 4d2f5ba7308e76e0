// Mirrors: Pro SwiftUI (seed 004) L3555–3762 — an SKScene subclass whose sprite draws an ImageRenderer's picture of SwiftUI views through a GLSL fragment shader that moves each read by cos/sin of (coordinate + time × speed) × frequency × strength, uniforms set by name (strength / 20), shown in a SpriteView with .allowsTransparency, and the renderer's scale read from the environment's displayScale
// Ours: a pond scene with our own shader (a slower sway, the same offsets), a padded badge as the picture, fixed settings instead of the book's sliders; top-level code prints the book's worked ripple offsets (G31) and the image sizes of a 400×400 view at scale 1 and 3 (G32).
import SwiftUI
import SpriteKit

class PondScene: SKScene {
    let surface = SKSpriteNode()
    var picture: UIImage?

    let ripple = SKShader(source: """
    void main() {
        float phase = u_time * u_pace;
        vec2 spot = v_tex_coord;
        spot.x += cos((spot.x + phase) * u_waves) * u_depth;
        spot.y += sin((spot.y + phase) * u_waves) * u_depth;
        gl_FragColor = texture2D(u_texture, spot);
    }
    """)

    override func sceneDidLoad() {
        backgroundColor = .clear
        scaleMode = .resizeFill
        surface.shader = ripple
        addChild(surface)
    }

    override func didMove(to view: SKView) {
        refresh()
    }

    func refresh() {
        guard view != nil, let picture else { return }
        let texture = SKTexture(image: picture)
        surface.texture = texture
        surface.size = texture.size()
        surface.position = CGPoint(x: frame.midX, y: frame.midY)
    }
}

struct Rippling<Content: View>: View {
    @Environment(\.displayScale) var displayScale
    @State private var scene = PondScene()
    var pace: Double
    var depth: Double
    var waves: Double
    @ViewBuilder var content: () -> Content

    var body: some View {
        let renderer = ImageRenderer(content: content())
        renderer.scale = displayScale
        let picture = renderer.uiImage
        let size = picture?.size ?? .zero

        scene.ripple.uniforms = [
            SKUniform(name: "u_pace", float: Float(pace)),
            SKUniform(name: "u_depth", float: Float(depth) / 20),
            SKUniform(name: "u_waves", float: Float(waves))
        ]
        scene.picture = picture
        scene.refresh()

        return SpriteView(scene: scene, options: [.allowsTransparency])
            .frame(width: size.width, height: size.height)
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Rippling(pace: 0.4, depth: 0.6, waves: 12) {
                RoundedRectangle(cornerRadius: 24)
                    .fill(.teal)
                    .frame(width: 120, height: 80)
                    .overlay(Text("Pond").font(.title).foregroundStyle(.white))
                    .padding(20)
            }
            LabeledContent("Depth", value: "0.6")
        }
        .padding()
    }
}

// The book's worked example: X 22 and 23, speed 8, frequency 4, strength 2.
for x in [22.0, 23.0] {
    print(cos((x + 8) * 4) * 2, sin((x + 8) * 4) * 2)
}

let square = ImageRenderer(content: Color.orange.frame(width: 400, height: 400))
print(square.uiImage!.size.width, square.cgImage!.width)
square.scale = 3
print(square.cgImage!.width, square.cgImage!.height)

// expect: 1.6283619410531236 1.1612223684246286
// expect: -0.18555240919532176 -1.991373973778359
// expect: 400.0 400
// expect: 1200 1200
