import ViewlabModel

/// Errors of SpriteKit as a SwiftUI app uses it: a `SpriteView` and the GLSL of an `SKShader`
/// (SwiftUI/Drawing/SpriteViews.swift, SKShaders.swift).
extension Message {
    /// `%1` is the type of what was given as the scene.
    package static let spriteViewScene = Message("viewlab.swiftui.spriteViewScene",
        en: "'SpriteView' shows an SKScene: SpriteView(scene: scene), not a value of type '%1'",
        zh: "'SpriteView' 显示的是 SKScene：SpriteView(scene: scene)，不能是类型为 '%1' 的值")
    /// `%1` is the compiler's message about the GLSL, `%2` its line in the shader, `%3` its column.
    package static let shaderCompile = Message("viewlab.spritekit.shaderCompile",
        en: "the shader does not compile: %1 (shader line %2, column %3)",
        zh: "着色器无法编译：%1（着色器第 %2 行第 %3 列）")
    /// `%1` is the shader's own message when it runs (a loop past its budget).
    package static let shaderRun = Message("viewlab.spritekit.shaderRun",
        en: "the shader stopped: %1",
        zh: "着色器停止了：%1")
    /// The note under `shaderRun`: `%1` is the steps a pixel may take, `%2` the most pixels drawn.
    package static let shaderPixelBudget = Message("viewlab.spritekit.shaderPixelBudget",
        en: "viewlab runs a sprite's shader for up to %2 pixels, so each may take at most %1 steps",
        zh: "viewlab 最多为精灵的 %2 个像素运行着色器，所以每个像素最多只能执行 %1 步")
    /// `SKShader(fileNamed:)`: viewlab has no files of the app's bundle.
    package static let shaderFile = Message("viewlab.spritekit.shaderFile",
        en: "viewlab has no files from the app's bundle: write the shader's GLSL in SKShader(source:)",
        zh: "viewlab 没有 App 包里的文件：请把着色器的 GLSL 写在 SKShader(source:) 中")

    package static let spriteKit: [Message] = [spriteViewScene, shaderCompile, shaderRun, shaderPixelBudget, shaderFile]
}
