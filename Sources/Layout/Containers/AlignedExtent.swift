import ViewlabModel

/// The extent of children placed at −guide along one axis (B2031–2040): from the lowest start to
/// the highest end. A child that is infinitely long (answering a maximum probe) makes the extent
/// infinite instead of turning −∞ + ∞ into NaN (spec layout.md §8.2).
struct AlignedExtent {
    private var lo = Double.infinity, hi = -Double.infinity
    private var isInfinite = false

    mutating func add(start: Double, length: Double) {
        guard start.isFinite, length.isFinite else { isInfinite = true; return }
        lo = min(lo, start)
        hi = max(hi, start + length)
    }

    var length: Double { isInfinite ? .infinity : hi >= lo ? hi - lo : 0 }
    /// Where the extent starts; 0 when no child is finite.
    var start: Double { lo.isFinite ? lo : 0 }

    /// A child's position from the start of the extent; 0 for an infinite child.
    func position(of childStart: Double) -> Double { childStart.isFinite ? childStart - start : 0 }
}
