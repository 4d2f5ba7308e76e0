import SpriteKit

// A pond scene with one floating tile.
class PondScene: SKScene {
    let tile = SKSpriteNode(color: .orange, size: CGSize(width: 60, height: 60))

    override func sceneDidLoad() {
        backgroundColor = .blue
        scaleMode = .resizeFill
        addChild(tile)
        // TODO: the scene is still 0×0 here, so this puts the tile in the corner.
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
