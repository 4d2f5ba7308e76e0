import ViewlabModel

/// Stacks are written once for both axes (style-examples.md: `HVStack`); these accessors read
/// and write a size or proposal along an axis.
extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
    var letter: String { self == .horizontal ? "width" : "height" }
}

extension Size {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(_ axis: Axis, main: Double, cross: Double) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension ProposedViewSize {
    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(_ axis: Axis, main: Double?, cross: Double?) {
        self = axis == .horizontal ? ProposedViewSize(width: main, height: cross)
                                   : ProposedViewSize(width: cross, height: main)
    }
}

extension Point {
    init(_ axis: Axis, main: Double, cross: Double) {
        self = axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}

/// "320−10−10" or "51+20": a number and the terms applied to it, for trace reasons.
func arithmetic(_ value: Double?, _ terms: [Double], sign: String) -> String {
    let base = formatDimension(value)
    guard let value, value.isFinite else { return base }
    return terms.filter { $0 != 0 }.reduce(base) { $0 + sign + formatNumber($1) }
}
