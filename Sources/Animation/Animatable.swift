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
