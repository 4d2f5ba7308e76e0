/// # ViewlabShading: the GLSL ES fragment shaders a SpriteKit sprite runs
///
/// A lexer, parser, type checker and closure compiler for the GLSL a `SKShader(source:)` holds
/// (*Pro SwiftUI* L3555–3762, the water shader), and the runtime that runs one fragment at a time
/// under a step budget. `ShaderProgram` is Model's `FragmentProgram`: the interpreter
/// (ViewlabLanguage) compiles a shader where the learner makes it, so a mistake is reported at its
/// line; the drawing engine (ViewlabDrawing) runs it for each pixel through Model's protocol, and
/// needs no compiler. Its messages are English and Chinese, as the rest of viewlab's.
public enum ViewlabShading {}
