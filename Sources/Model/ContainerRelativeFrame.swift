/// `.containerRelativeFrame(_:alignment:)` and its forms (iOS 17): a frame whose length along
/// `axes` is worked out from the length of the nearest container (a scroll view, else the window)
/// along that axis; along the other axis the proposal passes through (Apple's documentation).
public struct ContainerRelativeFrame {
    public var axes: Set<Axis>
    public var alignment: Alignment
    /// The frame's length from the container's along an axis: the container's own, a share of it
    /// (`count:span:spacing:`), or the learner's closure.
    public var length: (Double, Axis) throws -> Double
    public init(axes: Set<Axis>, alignment: Alignment, length: @escaping (Double, Axis) throws -> Double) {
        self.axes = axes; self.alignment = alignment; self.length = length
    }
}
