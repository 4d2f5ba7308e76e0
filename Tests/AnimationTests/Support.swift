import Testing
@testable import ViewlabAnimation

/// Parses a CURVE expression the way the CLI does (iOS 17 unless told otherwise).
func curve(_ text: String, platform: Platform = .ios17) throws(CurveParseError) -> Animation {
    try CurveParser(platform: platform).parse(text)
}

/// `expected` within `tolerance`, with both numbers in the failure message.
func expectClose(_ actual: Double, _ expected: Double, _ tolerance: Double, _ what: @autoclosure () -> String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(what()) \(actual) ≠ \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}

/// The value of a from → to change at time t.
func value(_ animation: Animation, from: Double, to: Double, at t: Double) -> Double {
    from + (to - from) * animation.progress(at: t)
}
