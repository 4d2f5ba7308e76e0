import ViewlabLanguage
import ViewlabModel

/// The type names SwiftUI gives a style argument (`.foregroundStyle(.blue)` is a `Color`,
/// `.buttonStyle(.borderedProminent)` a `BorderedProminentButtonStyle`), for modifiers' type names.
extension Interpreter {
    func styleTypeName(_ style: Value?) -> String {
        guard let style else { return "ForegroundStyle" }
        switch style.unboxed {
        case .view(.color): return "Color"
        case .implicitMember(let name, nil) where swiftUIMaterialNames.contains(name): return "Material"
        case .implicitMember(_, nil) where toColor(style) != nil: return "Color"
        // `.fill(.foreground)`: the `ForegroundStyle` that `ShapeStyle.foreground` is.
        case .implicitMember("foreground", nil): return "ForegroundStyle"
        case .nilValue: return "Optional<Color>"
        default: return typeName(of: style.unboxed)
        }
    }

    /// `.buttonStyle(.borderedProminent)` names `BorderedProminentButtonStyle`.
    func styleName(_ args: [Argument], suffix: String) -> String {
        guard let value = args.first?.value.unboxed else { return suffix }
        if case .implicitMember(let m, _) = value { return m.prefix(1).uppercased() + m.dropFirst() + suffix }
        return typeName(of: value)
    }
}
