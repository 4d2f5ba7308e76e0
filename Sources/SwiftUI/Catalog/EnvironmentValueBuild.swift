/// What a modifier that writes one built-in environment value writes (`.font(.title)` on a
/// container is `environment(\.font, .title)`, *Pro SwiftUI* L1670–1705).
enum EnvironmentValueBuild: Sendable {
    case font, lineLimit, truncationMode, minimumScaleFactor, multilineTextAlignment, textCase, lineSpacing
    /// `foregroundColor`, `tint`: the foreground style the drawing uses.
    case foregroundStyle

    /// The value's type in SwiftUI's `_EnvironmentKeyWritingModifier<…>`.
    var valueType: String {
        switch self {
        case .font: "Optional<Font>"
        case .foregroundStyle: "Optional<Color>"
        case .lineLimit: "Optional<Int>"
        case .truncationMode: "Text.TruncationMode"
        case .minimumScaleFactor, .lineSpacing: "CGFloat"
        case .multilineTextAlignment: "TextAlignment"
        case .textCase: "Optional<Text.Case>"
        }
    }

    /// Whether `@Environment(\.key)` below reads what the modifier wrote, by the modifier's name:
    /// a foreground style is not an environment value learner code can read.
    var isReadable: Bool {
        if case .foregroundStyle = self { false } else { true }
    }
}
