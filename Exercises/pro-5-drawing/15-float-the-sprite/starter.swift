import SpriteKit

// A pond scene with one floating tile.
// 一个池塘场景，里面有一块漂浮的贴图。
class PondScene: SKScene {
    let tile = SKSpriteNode(color: .orange, size: CGSize(width: 60, height: 60))

    override func sceneDidLoad() {
        backgroundColor = .blue
        scaleMode = .resizeFill
        addChild(tile)
        // TODO: the scene is still 0×0 here, so this puts the tile in the corner.
        // TODO：这里场景还是 0×0，所以这会把贴图放在角上。
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
