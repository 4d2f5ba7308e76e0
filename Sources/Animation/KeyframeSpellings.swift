import ViewlabModel

/// The options of `SpringKeyframe(_:duration:spring:)` and `LinearKeyframe(_:duration:timingCurve:)`
/// as the learner's code writes them, read into the engine's values (environment-animation.md
/// §3.8). A spring is read as the animation of the same spring, so every spelling `CurveParser`
/// knows (presets with `duration:` and `extraBounce:`) works here too.
extension Spring {
    /// `.smooth`, `.snappy`, `.bouncy` (optionally with `(duration:extraBounce:)`),
    /// `Spring(duration:bounce:)`, `Spring(response:dampingRatio:)`, `Spring(mass:stiffness:damping:)`,
    /// or `.init(…)` of those.
    public static func parse(_ text: String) throws(CurveParseError) -> Spring {
        var spelling = text.filter { !$0.isWhitespace }
        if spelling.hasPrefix("Spring.") && !spelling.hasPrefix("Spring.init(") { spelling.removeFirst("Spring".count) }
        for initializer in ["Spring.init(", "Spring(", ".init("] where spelling.hasPrefix(initializer) {
            let arguments = spelling.dropFirst(initializer.count)
            spelling = (arguments.contains("stiffness:") ? ".interpolatingSpring(" : ".spring(")
                + arguments.replacingOccurrences(of: "dampingRatio:", with: "dampingFraction:")
            break
        }
        let animation = try CurveParser().parse(spelling)
        guard let spring = animation.spring else { throw CurveParseError(.notASpring, text, input: text, offset: 0) }
        return spring
    }
}

extension UnitCurve {
    /// `.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, with or without `UnitCurve` before them.
    public static func named(_ text: String) -> UnitCurve? {
        let name = text.filter { !$0.isWhitespace }.replacingOccurrences(of: "UnitCurve.", with: ".")
        return presets.first { "." + $0.name == name }?.curve
    }

    /// The preset's name (`easeIn`), for tables; nil for another curve.
    public var name: String? { Self.presets.first { $0.curve == self }?.name }

    private static let presets: [(name: String, curve: UnitCurve)] = [("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)]
}
