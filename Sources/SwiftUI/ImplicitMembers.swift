import ViewlabLanguage
import ViewlabModel

/// What may follow a `.` in argument position (`.leading`, `.infinity`, `.title`, `.easeIn`, `.number`,
/// `.xxLarge`): the cases and static members of the SwiftUI and Foundation types viewlab understands.
/// The REPL completes these.
public let implicitMemberNames: [String] = Set(
    Array(swiftUIColorNames) + TextStyle.allCases.map(\.rawValue) + ["system", "custom"]
        + Array(Alignment.named.keys) + ["firstTextBaseline", "lastTextBaseline"]
        + ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]
        + ["infinity", "pi", "zero", "degrees", "radians", "fit", "fill", "fixed", "flexible", "adaptive"]
        + ["linear", "easeIn", "easeOut", "easeInOut", "spring", "interpolatingSpring", "timingCurve",
           "smooth", "snappy", "bouncy", "default", "constant"]
        + ["number", "percent", "currency", "dateTime", "fractionLength", "significantDigits", "never", "automatic",
           "time", "date", "page", "gradient"]
        + ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
           "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
).sorted()
