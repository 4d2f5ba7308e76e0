/// `.visualEffect { content, geometryProxy in … }` (iOS 17): effects that change how a view is
/// drawn, not its layout, made from where the view is. `apply` runs the learner's closure for the
/// view's geometry and gives the effects it chose, as modifiers around an empty view, innermost first
/// applied first (Apple's documentation of `VisualEffect`).
public struct VisualEffect {
    public var apply: (GeometryProxyValue) throws -> ViewValue
    public init(apply: @escaping (GeometryProxyValue) throws -> ViewValue) { self.apply = apply }
}
