import ViewlabModel

/// A value whose animatable part can be read and written as a vector, SwiftUI's `Animatable`.
/// Geometry maps onto pairs (§3.2: CGPoint/CGSize → pair, CGRect → pair of pairs, Angle → radians;
/// the last three are not in source).
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable {
    /// This value `progress` of the way towards `target`, through `animatableData`.
    public func interpolated(towards target: Self, progress: Double) -> Self {
        var result = self
        result.animatableData = .interpolate(from: animatableData, to: target.animatableData, progress: progress)
        return result
    }
}

extension Point: Animatable {
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

extension Size: Animatable {
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
}

extension Rect: Animatable {
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

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
