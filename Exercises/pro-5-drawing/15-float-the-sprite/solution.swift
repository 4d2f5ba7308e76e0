import SpriteKit

// A pond scene with one floating tile.
// 一个池塘场景，里面有一块漂浮的贴图。
class PondScene: SKScene {
    let tile = SKSpriteNode(color: .orange, size: CGSize(width: 60, height: 60))

    override func sceneDidLoad() {
        backgroundColor = .blue
        scaleMode = .resizeFill
        addChild(tile)
    }

    // The view has given the scene its size by now.
    // 此时视图已经把尺寸交给了场景。
    override func didMove(to view: SKView) {
        tile.position = CGPoint(x: frame.midX, y: frame.midY)
    }
}

struct ContentView: View {
    @State private var scene = PondScene()

    var body: some View {
        SpriteView(scene: scene)
            .frame(width: 240, height: 160)
            .accessibilityIdentifier("pond")
    }
}
