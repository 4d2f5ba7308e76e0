import ViewlabModel

/// What may follow a `.` in argument position (`.leading`, `.infinity`, `.title`, `.easeIn`): the
/// cases and static members of the SwiftUI types viewlab understands. The REPL completes these.
public let implicitMemberNames: [String] = Set(
    Array(swiftUIColorNames) + TextStyle.allCases.map(\.rawValue) + ["system", "custom"]
        + Array(Alignment.named.keys) + ["firstTextBaseline", "lastTextBaseline"]
        + ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]
        + ["infinity", "pi", "zero", "degrees", "radians", "fit", "fill", "fixed", "flexible", "adaptive"]
        + ["linear", "easeIn", "easeOut", "easeInOut", "spring", "interpolatingSpring", "timingCurve",
           "smooth", "snappy", "bouncy", "default", "constant"]
).sorted()
