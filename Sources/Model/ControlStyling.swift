/// How a control looks under a component style (`.buttonStyle`, `.toggleStyle`, `.labelStyle`,
/// TiS L2379–L2548): the environment key its style is found under, and what the control's label
/// becomes for the style found there (nil: the control as it is). The update cycle asks, at the
/// control's place in the render tree, since the nearest style above it wins.
public struct ControlStyling {
    public let key: String
    /// The style's type name (`PillStyle`) and the control's look; nil for a style that keeps it.
    public let body: (any LearnerValue) throws -> (style: String, view: ViewValue)?
    public init(key: String, body: @escaping (any LearnerValue) throws -> (style: String, view: ViewValue)?) { self.key = key; self.body = body }
}
