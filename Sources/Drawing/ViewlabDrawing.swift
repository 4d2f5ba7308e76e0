/// The drawing engine (layer 4, beside Layout and Animation): turns a laid-out tree into a display
/// list — shapes with their outlines and paints, text lines where layout broke them, images — in
/// painting order, with the drawing effects SwiftUI applies (offset, rotation and scale as
/// transforms; opacity, clips, shadows, blend modes as groups), and a `SpriteView`'s sprites, whose
/// colour at a pixel is their fragment shader's over their texture. It is pure and deterministic, and
/// what it cannot draw exactly it names (`DisplayList.approximations`). Presentation turns the list
/// into SVG, PNG and terminal pictures; `Sampler` reads the colour at a point, for tests and checks.
public enum ViewlabDrawing {}
