/// A SwiftUI `Animation` value: a base curve or spring plus the modifiers chained after it.
///
/// `modifiers` are in the order they were written, so the last one is the outermost; time passes
/// through the outermost modifier first (environment-animation.md §3.11: `.delay(.5).speed(2)`
/// delays by 0.25 s, `.speed(2).delay(.5)` by 0.5 s).
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    public enum Base: Equatable, Sendable {
        /// A Bézier timing curve lasting `duration` seconds (§3.9).
        case curve(UnitCurve, duration: Double)
        /// A spring. `merges` is true for the springs that retarget by carrying their velocity
        /// (`spring(...)`, `.smooth/.snappy/.bouncy`, iOS 17 `.default`) and false for
        /// `interpolatingSpring`, which adds like a timing curve (§3.5). `initialVelocity` is in
        /// progress units per second (`interpolatingSpring(…, initialVelocity:)`).
        case spring(Spring, blendDuration: Double, merges: Bool, initialVelocity: Double)
        /// A merging spring run the way SwiftUI runs it, integrated at 300 Hz (`FluidSpring`).
        case fluidSpring(FluidSpring, blendDuration: Double)
    }

    public enum Modifier: Equatable, Sendable {
        case delay(Double)
        case speed(Double)
        /// `count == nil` is `repeatForever`.
        case `repeat`(count: Int?, autoreverses: Bool)
    }

    public let base: Base
    public let modifiers: [Modifier]
    /// The expression as a SwiftUI programmer would write it, e.g. `.bouncy` or `.easeIn(duration: 1)`.
    public var spelling: String
    /// The duration of the base and of each modifier layer around it, computed once because every
    /// repeat pass needs the duration of what it repeats (a spring's settling time is a search).
    let layerDurations: [Double]

    public init(base: Base, modifiers: [Modifier] = [], spelling: String) {
        self.base = base; self.modifiers = modifiers; self.spelling = spelling
        layerDurations = Self.layerDurations(base: base, modifiers: modifiers)
    }

    public var description: String { spelling }

    // MARK: Constructors (default durations and presets: §3.9, §3.10 and "Settled constants")

    /// Timing curves default to 0.35 s (§3.9).
    public static let defaultCurveDuration = 0.35

    public static func timingCurve(_ curve: UnitCurve, duration: Double = defaultCurveDuration, spelling: String) -> Animation {
        Animation(base: .curve(curve, duration: duration), spelling: spelling)
    }

    public static func linear(duration: Double = defaultCurveDuration) -> Animation {
        timingCurve(.linear, duration: duration, spelling: ".linear(duration: \(number(duration)))")
    }
    public static func easeIn(duration: Double = defaultCurveDuration) -> Animation {
        timingCurve(.easeIn, duration: duration, spelling: ".easeIn(duration: \(number(duration)))")
    }
    public static func easeOut(duration: Double = defaultCurveDuration) -> Animation {
        timingCurve(.easeOut, duration: duration, spelling: ".easeOut(duration: \(number(duration)))")
    }
    public static func easeInOut(duration: Double = defaultCurveDuration) -> Animation {
        timingCurve(.easeInOut, duration: duration, spelling: ".easeInOut(duration: \(number(duration)))")
    }

    /// `spring(response:dampingFraction:blendDuration:)`; defaults 0.5 (iOS 17) / 0.825 / 0
    /// ("Settled constants").
    public static func spring(response: Double, dampingFraction: Double = 0.825, blendDuration: Double = 0, spelling: String? = nil) -> Animation {
        Animation(base: .spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration, merges: true, initialVelocity: 0),
                  spelling: spelling ?? ".spring(response: \(number(response)), dampingFraction: \(number(dampingFraction)))")
    }

    /// `spring(duration:bounce:blendDuration:)`: the same fluid spring, parameterised by perceptual
    /// duration and bounce (§3.10).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0, spelling: String? = nil) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration,
               spelling: spelling ?? ".spring(duration: \(number(duration)), bounce: \(number(bounce)))")
    }

    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: additive, not merging (§3.5).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0, spelling: String? = nil) -> Animation {
        Animation(base: .spring(Spring(mass: mass, stiffness: stiffness, damping: damping), blendDuration: 0, merges: false, initialVelocity: initialVelocity),
                  spelling: spelling ?? ".interpolatingSpring(stiffness: \(number(stiffness)), damping: \(number(damping)))")
    }

    /// `interactiveSpring()`: response 0.15, dampingFraction 0.86, blendDuration 0.25 ("Settled constants").
    public static let interactiveSpring = spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25, spelling: ".interactiveSpring")

    /// `.smooth`, `.snappy`, `.bouncy`: duration 0.5 and bounce 0, 0.15, 0.3; `extraBounce` adds
    /// to the bounce (§3.10 "Presets"; anchors.md §D).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        preset("smooth", bounce: 0, duration: duration, extraBounce: extraBounce)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        preset("snappy", bounce: 0.15, duration: duration, extraBounce: extraBounce)
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        preset("bouncy", bounce: 0.3, duration: duration, extraBounce: extraBounce)
    }
    private static func preset(_ name: String, bounce: Double, duration: Double, extraBounce: Double) -> Animation {
        let spelling = duration == 0.5 && extraBounce == 0 ? ".\(name)" : ".\(name)(duration: \(number(duration)), extraBounce: \(number(extraBounce)))"
        return spring(duration: duration, bounce: bounce + extraBounce, spelling: spelling)
    }

    /// `Animation.default`: a critically damped spring with response 0.55 on iOS 17, `easeInOut`
    /// for 0.35 s before ("Settled constants"; the book only says it changed, L2639).
    public static func `default`(on platform: Platform = .default) -> Animation {
        switch platform {
        case .ios17, .xcode27: spring(response: 0.55, dampingFraction: 1, spelling: ".default")
        case .ios16: timingCurve(.easeInOut, spelling: ".default")
        }
    }

    /// The same animation with its merging spring integrated like SwiftUI's (`FluidSpring`)
    /// instead of solved in closed form; other animations are unchanged.
    public func integratedFluidly() -> Animation {
        guard case .spring(let s, let blend, true, _) = base else { return self }
        let fluid = FluidSpring(response: s.response, dampingFraction: s.dampingRatio)
        return Animation(base: .fluidSpring(fluid, blendDuration: blend), modifiers: modifiers, spelling: spelling)
    }

    // MARK: Modifiers

    public func delay(_ seconds: Double) -> Animation { chained(.delay(seconds), ".delay(\(Self.number(seconds)))") }
    public func speed(_ factor: Double) -> Animation { chained(.speed(factor), ".speed(\(Self.number(factor)))") }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        chained(.repeat(count: count, autoreverses: autoreverses), ".repeatCount(\(count), autoreverses: \(autoreverses))")
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        chained(.repeat(count: nil, autoreverses: autoreverses), ".repeatForever(autoreverses: \(autoreverses))")
    }
    private func chained(_ modifier: Modifier, _ text: String) -> Animation {
        Animation(base: base, modifiers: modifiers + [modifier], spelling: spelling + text)
    }

    /// Shortest decimal spelling, as in source code: `1`, `0.35`, `-0.5`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
