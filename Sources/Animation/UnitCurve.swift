/// A cubic Bézier timing curve from (0,0) to (1,1) with control points P1 and P2
/// (environment-animation.md §3.9; anchors.md §D lists the same control points).
public struct UnitCurve: Equatable, Sendable {
    public var p1x: Double, p1y: Double, p2x: Double, p2y: Double

    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        self.p1x = p1x; self.p1y = p1y; self.p2x = p2x; self.p2y = p2y
    }

    public static let linear = UnitCurve(0, 0, 1, 1)
    public static let easeIn = UnitCurve(0.42, 0, 1, 1)
    public static let easeOut = UnitCurve(0, 0, 0.58, 1)
    public static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)

    /// How precisely `x(s) = u` is solved. §3.9 asks for 1e-7; Newton converges quadratically,
    /// so 1e-12 costs at most a step or two more and keeps `linear` exact in a 9-digit CSV.
    static let tolerance = 1e-12

    // Polynomial coefficients, §3.9: c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1, b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }
    private static func eval(_ k: (a: Double, b: Double, c: Double), _ s: Double) -> Double { ((k.a * s + k.b) * s + k.c) * s }
    private static func derivative(_ k: (a: Double, b: Double, c: Double), _ s: Double) -> Double { (3 * k.a * s + 2 * k.b) * s + k.c }

    /// The Bézier parameter s with x(s) = u: Newton's method from s = u, falling back to
    /// bisection when the slope vanishes or Newton has not converged in 8 steps (§3.9).
    func solve(_ u: Double) -> Double {
        let kx = Self.coefficients(p1x, p2x)
        var s = u
        for _ in 0..<8 {
            let error = Self.eval(kx, s) - u
            if abs(error) < Self.tolerance { return s }
            let d = Self.derivative(kx, s)
            if abs(d) < 1e-12 { break }
            s -= error / d
        }
        var lo = 0.0, hi = 1.0
        s = u
        while hi - lo > Self.tolerance {
            let x = Self.eval(kx, s)
            if abs(x - u) < Self.tolerance { return s }
            if x < u { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// Progress y at the fraction u ∈ [0, 1] of the duration.
    public func progress(_ u: Double) -> Double {
        let u = min(max(u, 0), 1)
        if u == 0 || u == 1 { return u }
        // Control points on the diagonal (`linear`): y(s) = x(s), so the progress is u itself,
        // exactly rather than through the solver's last bits.
        if p1x == p1y && p2x == p2y { return u }
        return Self.eval(Self.coefficients(p1y, p2y), solve(u))
    }

    /// dy/du at the fraction u (multiply by 1/duration for progress per second, §3.9).
    /// Where x′(s) vanishes (the ends of `linear`, whose control points sit on the ends) the
    /// ratio of the next non-vanishing derivatives gives the limit.
    public func slope(_ u: Double) -> Double {
        let s = solve(min(max(u, 0), 1))
        let kx = Self.coefficients(p1x, p2x), ky = Self.coefficients(p1y, p2y)
        let dx = Self.derivative(kx, s)
        if abs(dx) > 1e-9 { return Self.derivative(ky, s) / dx }
        let ddx = 6 * kx.a * s + 2 * kx.b
        if abs(ddx) > 1e-9 { return (6 * ky.a * s + 2 * ky.b) / ddx }
        return kx.a == 0 ? 0 : ky.a / kx.a
    }
}
