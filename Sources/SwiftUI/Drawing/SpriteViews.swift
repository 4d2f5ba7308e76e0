import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `SpriteView(scene:options:)` (*Pro SwiftUI* L3555–3762): a view that presents a SpriteKit scene
/// and fills its proposal, as a Canvas does. The scene is presented when the view is first drawn,
/// as SpriteKit presents it when the view appears: with `.resizeFill` the scene takes the view's
/// size, then `didMove(to:)` runs (where the book's scene places its sprite at `frame.midX`). Each
/// time the picture is drawn, `update(_:)` runs and the scene's sprites are drawn with their
/// textures and shaders, at SpriteKit's clock: `render --at SECONDS` (`u_time`).
extension Interpreter {
    func spriteView(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        let written = r.take("scene") ?? .nilValue
        guard case .object(let scene) = written.unboxed, isScene(scene.typeName) else {
            throw error(.spriteViewScene, typeName(of: written.unboxed), at: node)
        }
        for label in ["transition", "isPaused", "preferredFramesPerSecond", "debugOptions", "shouldRender"] { _ = r.take(label) }
        let transparent = r.take("options").map { containsMember("allowsTransparency", $0) } ?? false
        var shape = ShapeValue(kind: .custom(name: "SpriteView", sizeThatFits: nil), typeName: "SpriteView", label: callLabel("SpriteView", args))
        // Through the handle: the drawing engine may draw after the session's run has ended; a view
        // drawn then draws nothing.
        shape.canvas = { [handle] size in
            guard let interpreter = handle.interpreter else { return [] }
            return try interpreter.present(scene, in: size, transparent: transparent, at: node)
        }
        return .shape(shape)
    }

    private func isScene(_ type: String) -> Bool { type == "SKScene" || types[type]?.conforms(to: "SKScene") == true }

    /// `.allowsTransparency` or `[.allowsTransparency, …]`.
    private func containsMember(_ name: String, _ value: Value) -> Bool {
        switch value.unboxed {
        case .implicitMember(let member, nil): member == name
        case .array(let items): items.contains { containsMember(name, $0) }
        default: false
        }
    }

    /// Presents the scene in a view of `size` (the first time), runs its frame, and gives what it draws.
    private func present(_ scene: Object, in size: Size, transparent: Bool, at node: Syntax) throws -> [CanvasCommand] {
        budget.restartClock()
        let me = Ref(.object(scene))
        func run(_ method: String, _ args: [Argument]) throws {
            guard let m = types[scene.typeName]?.methods[method]?.first else { return }
            _ = try call(m, args, at: node, selfRef: me, selfType: scene.typeName)
        }
        let old = scene.fields["size"].flatMap(Size.init(interpreted:)) ?? Size(width: 0, height: 0)
        if caseName(scene.fields["scaleMode"]) == "resizeFill", old != size {
            scene.set("size", size.interpreted)
            try run("didChangeSize", [Argument(label: nil, value: old.interpreted)])
        }
        if scene.fields["view"]?.unboxed.isNil ?? true {
            let view = try constructEvaluated("SKView", [], at: node)
            scene.set("view", view)
            try run("didMove", [Argument(label: "to", value: view)])
        }
        try run("update", [Argument(label: nil, value: .double(spriteKitSeconds))])
        return try sceneDrawing(scene, in: size, transparent: transparent, at: node)
    }

    /// The scene's background, then its sprites in their order (by `zPosition` where set), in the
    /// view's coordinates: the scene's are y-up from its frame's bottom-left corner, stretched to
    /// the view by the scale mode (Apple's documentation of `SKSceneScaleMode`).
    private func sceneDrawing(_ scene: Object, in view: Size, transparent: Bool, at node: Syntax) throws -> [CanvasCommand] {
        let sceneSize = scene.fields["size"].flatMap(Size.init(interpreted:)) ?? view
        let anchor = scene.fields["anchorPoint"].flatMap(Point.init(interpreted:)) ?? .zero
        var sx = 1.0, sy = 1.0
        if sceneSize.width > 0, sceneSize.height > 0 {
            switch caseName(scene.fields["scaleMode"]) {
            case "fill": sx = view.width / sceneSize.width; sy = view.height / sceneSize.height
            case "aspectFit": sx = min(view.width / sceneSize.width, view.height / sceneSize.height); sy = sx
            case "aspectFill": sx = max(view.width / sceneSize.width, view.height / sceneSize.height); sy = sx
            default: break
            }
        }
        let ox = (view.width - sceneSize.width * sx) / 2, oy = (view.height - sceneSize.height * sy) / 2
        func inView(_ x: Double, _ y: Double) -> Point {
            Point(x: ox + (x + anchor.x * sceneSize.width) * sx, y: oy + (sceneSize.height - (y + anchor.y * sceneSize.height)) * sy)
        }
        var background = color(scene.fields["backgroundColor"]) ?? RGBA(red: 0.15, green: 0.15, blue: 0.15)
        // An opaque SKView shows black where the scene's background is clear.
        if !transparent { background = RGBA(red: background.red * background.opacity, green: background.green * background.opacity,
                                             blue: background.blue * background.opacity) }
        var backdrop = PathValue()
        backdrop.addRect(Rect(x: 0, y: 0, width: view.width, height: view.height))
        var commands: [CanvasCommand] = [.fill(backdrop, .color(background), evenOdd: false, state: CanvasState())]
        func visit(_ nodes: [Value], offset: Point, alpha: Double) throws {
            let ordered = nodes.enumerated().sorted {
                (numberField($0.element, "zPosition") ?? 0, $0.offset) < (numberField($1.element, "zPosition") ?? 0, $1.offset)
            }
            for (_, child) in ordered {
                guard case .object(let o) = child.unboxed else { continue }
                if case .bool(true)? = o.fields["isHidden"]?.unboxed { continue }
                let position = o.fields["position"].flatMap(Point.init(interpreted:)) ?? .zero
                let at = Point(x: offset.x + position.x, y: offset.y + position.y)
                let a = alpha * (numberField(child, "alpha") ?? 1)
                if let sprite = try sprite(o, at: at, alpha: a, inView: inView, scale: (sx, sy)) { commands.append(.sprite(sprite, state: CanvasState())) }
                if case .array(let children)? = o.fields["children"]?.unboxed { try visit(children, offset: at, alpha: a) }
            }
        }
        if case .array(let children)? = scene.fields["children"]?.unboxed { try visit(children, offset: .zero, alpha: 1) }
        return commands
    }

    private func sprite(_ o: Object, at position: Point, alpha: Double, inView: (Double, Double) -> Point,
                        scale: (x: Double, y: Double)) throws -> SpriteDrawing? {
        guard o.typeName == "SKSpriteNode" || types[o.typeName]?.conforms(to: "SKSpriteNode") == true else { return nil }
        let size = o.fields["size"].flatMap(Size.init(interpreted:)) ?? Size(width: 0, height: 0)
        let w = size.width * (o.fields["xScale"].flatMap(number) ?? 1), h = size.height * (o.fields["yScale"].flatMap(number) ?? 1)
        let anchor = o.fields["anchorPoint"].flatMap(Point.init(interpreted:)) ?? Point(x: 0.5, y: 0.5)
        let topLeft = inView(position.x - anchor.x * w, position.y - anchor.y * h + h)
        let rect = Rect(x: topLeft.x, y: topLeft.y, width: w * scale.x, height: h * scale.y)
        var texture: SpriteTexture?
        if let image = field(o.fields["texture"] ?? .nilValue, "image"), case .object(let ui) = image.unboxed {
            let content = try ui.fields["content"].map { $0.unboxed.isNil ? ViewValue.empty : try viewValue(of: $0, at: currentNode) } ?? .empty
            texture = SpriteTexture(content: content, size: ui.fields["size"].flatMap(Size.init(interpreted:)) ?? size,
                                    scale: ui.fields["scale"].flatMap(number) ?? 1)
        }
        var shader: SpriteShader?
        if let s = field(o.fields["shader"] ?? .nilValue, "source"), case .string(let source) = s.unboxed {
            var uniforms: [String: [Double]] = [:]
            if case .array(let list)? = field(o.fields["shader"]!, "uniforms")?.unboxed {
                for u in list {
                    if case .string(let name)? = field(u, "name")?.unboxed, let v = field(u, "floatValue").flatMap(number) { uniforms[name] = [v] }
                }
            }
            var program = try shaderProgram(source)
            program.stepBudget = SpriteShader.stepsPerPixel
            try runOnce(program, at: currentNode)
            shader = SpriteShader(program: program, uniforms: uniforms, time: spriteKitSeconds)
        }
        return SpriteDrawing(rect: rect, texture: texture, color: color(o.fields["color"]) ?? .clear, alpha: alpha, shader: shader)
    }

    private func field(_ value: Value, _ name: String) -> Value? {
        if case .object(let o) = value.unboxed { return o.fields[name] }
        return nil
    }

    private func numberField(_ value: Value, _ name: String) -> Double? { field(value, name).flatMap(number) }

    private func caseName(_ value: Value?) -> String? {
        switch value?.unboxed {
        case .enumCase(let c)?: c.name
        case .implicitMember(let name, nil)?: name
        default: nil
        }
    }

    /// A scene's and a sprite's colour: an `SKColor`, which is UIKit's `UIColor` (SpriteKitPrelude.swift).
    private func color(_ value: Value?) -> RGBA? {
        guard case .instance(let c)? = value?.unboxed, c.typeName == "UIColor",
              let r = c.fields["red"].flatMap(number), let g = c.fields["green"].flatMap(number),
              let b = c.fields["blue"].flatMap(number), let a = c.fields["alpha"].flatMap(number) else { return nil }
        return RGBA(red: r, green: g, blue: b, opacity: a)
    }
}
