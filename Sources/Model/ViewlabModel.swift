/// # ViewlabModel: the simulated SwiftUI
///
/// The values a SwiftUI program builds: views and modifiers with SwiftUI's real type names
/// (`ModifiedContent<Text, _PaddingLayout>`), the result-builder shapes (`TupleView`, `Optional`,
/// `_ConditionalContent`), identity (`IDView`, `ForEach`) and the geometry vocabulary the layout
/// engine works in. It depends on nothing: the interpreter (`ViewlabLanguage`) builds these values,
/// the layout engine (`ViewlabLayout`) measures them, and presentation draws them.
///
/// Learner code that SwiftUI would call back during layout (a `GeometryReader`'s content, an
/// `alignmentGuide` closure, a custom shape's `sizeThatFits`) is held as a closure, so the engine can
/// call interpreted code without knowing about the interpreter.
///
/// Drawing's vocabulary is here too: paths, paints and colours (`Drawing/`), and the fragment
/// programs a SpriteKit sprite runs (`FragmentProgram`), which ViewlabShading's GLSL interpreter implements.
///
/// Source: *Thinking in SwiftUI* ch. 2 (seed 000 L75–354), *Pro SwiftUI* ch. 2 (seed 004 L516–980);
/// type names from `shared/spec/type-names.md`.
public enum ViewlabModel {}
