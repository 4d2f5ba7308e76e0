/// Whether a value of a given kind interpolates, and why not when it doesn't (§3.2 "Never
/// interpolated"): the answer the interpreter gives when a learner's property changes.
public enum Interpolability: Equatable, Sendable {
    case interpolates(as: String)
    case jumps(reason: String)

    /// Classifies a Swift type name as it appears in a learner's program.
    public static func of(typeName: String) -> Interpolability {
        switch typeName {
        case "Double", "CGFloat", "Float": .interpolates(as: "Double")
        case "CGPoint", "CGSize": .interpolates(as: "AnimatablePair<CGFloat, CGFloat>")
        case "CGRect": .interpolates(as: "AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>")
        case "Angle": .interpolates(as: "Double (radians)")
        case "Color.Resolved": .interpolates(as: "colour components")
        case "Int": .jumps(reason: "Int is not VectorArithmetic; use Double (the book's Shake does, L2971)")
        case "String": .jumps(reason: "String does not interpolate")
        case "Bool": .jumps(reason: "Bool does not interpolate; an if on it switches branches, which transitions")
        case "Color": .interpolates(as: "resolved colour components (a keyframe value must be Color.Resolved, L3344)")
        default:
            typeName.hasPrefix("AnimatablePair<") ? .interpolates(as: typeName)
                : .jumps(reason: "\(typeName) has no animatableData (EmptyAnimatableData, L3011)")
        }
    }
}
