/// SwiftUI's `EnvironmentValues` as the view tree hands them down (TiS ch. 5; *Pro SwiftUI*
/// L1670–1705): one store per place in the tree, which every writer above changes and every reader
/// below sees, whichever layer reads it. The built-in values that layout and drawing use are typed
/// properties; `learnerValues` holds what learner code reads through `@Environment(\.key)`: SwiftUI's
/// keys by property name (as the code wrote the value) and the learner's own keys by key type.
public struct EnvironmentValues {
    /// `\.font`; nil is the body style (B1376).
    public var font: Font?
    /// `\.lineLimit`: nil means no limit (B1378).
    public var lineLimit: Int?
    /// `lineLimit(n, reservesSpace: true)` always reports n lines (B1379).
    public var lineLimitReservesSpace = false
    /// `\.truncationMode`: where the ellipsis goes; tail by default (NIS, B1380).
    public var truncationMode = TruncationMode.tail
    /// `\.minimumScaleFactor`: how far the font may shrink before truncating (B1381).
    public var minimumScaleFactor = 1.0
    /// `\.lineSpacing`: points between a text's lines.
    public var lineSpacing = 0.0
    /// `\.multilineTextAlignment`: how a text's lines line up within its frame.
    public var multilineTextAlignment = TextAlignment.leading
    /// The foreground style `.foregroundStyle`, `.foregroundColor` or `.tint` set above; nil when
    /// none is (drawing then uses primary, or the accent colour in a button).
    public var foregroundStyle: ColorValue?
    /// `\.dynamicTypeSize`: text styles are measured at this size (HIG Dynamic Type sizes).
    public var dynamicTypeSize = DynamicTypeSize.large
    /// `\.textCase`: the texts below are drawn in capitals or small letters; nil leaves them as written.
    public var textCase: TextCase?
    /// Whether a `.textCase(_:)` above set `textCase`, nil included: a grouped List's section header
    /// is in capitals only where none did.
    public var textCaseIsWritten = false
    /// `.tabViewStyle(.page)`: a TabView below has no tab bar.
    public var tabViewStyleIsPage = false
    /// `.labelsHidden()`: a Toggle or Stepper below is its button alone, its label not shown.
    public var labelsHidden = false
    /// `.redacted(reason: .placeholder)`: texts and images below are drawn as placeholder shapes.
    public var isRedacted = false
    /// `.textFieldStyle(.roundedBorder)`: a TextField below is inset in a bordered field.
    public var textFieldStyleIsRoundedBorder = false
    /// `.listStyle(_:)`: the style of the Lists below (iOS's default is inset grouped).
    public var listStyle = ListStyleKind.insetGrouped
    /// `.pickerStyle(_:)`: the style of the Pickers below (iOS's default is a menu).
    public var pickerStyle = PickerStyleKind.menu
    /// What learner code reads (`@Environment(\.font)`, `@Environment(\.theme)`): SwiftUI's keys by
    /// property name, the learner's by key type (`ThemeKey`), as the Language layer stores them.
    public var learnerValues: [String: any LearnerValue] = [:]

    public init() {}

    /// What a built-in writer (`.font(.title)` on a container, `.lineLimit(2)`) changes.
    public mutating func apply(_ write: EnvironmentWrite) {
        switch write {
        case .dynamicTypeSize(let size): dynamicTypeSize = size
        case .dynamicTypeSizeRange(let lowest, let highest):
            if let lowest { dynamicTypeSize = max(dynamicTypeSize, lowest) }
            if let highest { dynamicTypeSize = min(dynamicTypeSize, highest) }
        case .font(let f): font = f
        case .lineLimit(let n, let reserves): lineLimit = n; lineLimitReservesSpace = reserves
        case .truncationMode(let mode): truncationMode = mode
        // Out of range is refused where it is written; NaN is not in range (B1381).
        case .minimumScaleFactor(let f): minimumScaleFactor = min(1, max(0.01, f.isNaN ? 1 : f))
        case .multilineTextAlignment(let alignment): multilineTextAlignment = alignment
        case .lineSpacing(let spacing): lineSpacing = spacing
        case .foregroundColor(let color): foregroundStyle = color
        case .tabViewStyle(let page): tabViewStyleIsPage = page
        case .textFieldStyle(let rounded): textFieldStyleIsRoundedBorder = rounded
        case .listStyle(let style): listStyle = style
        case .pickerStyle(let style): pickerStyle = style
        case .labelsHidden: labelsHidden = true
        case .textCase(let textCase): self.textCase = textCase; textCaseIsWritten = true
        case .redacted(let on): isRedacted = on
        // The layout reads the direction per node (LayoutNode.setsRightToLeft); learner keys are
        // in `learnerValues`.
        case .layoutDirection, .other: break
        }
    }
}

/// `Text.Case`.
public enum TextCase: String, Sendable {
    case uppercase, lowercase

    /// The text as drawn: Swift's `uppercased()`/`lowercased()` (viewlab's locale is en_US).
    public func apply(_ text: String) -> String { self == .uppercase ? text.uppercased() : text.lowercased() }
}

/// `Text.TruncationMode`.
public enum TruncationMode: String, Sendable { case head, middle, tail }

/// `TextAlignment`.
public enum TextAlignment: String, Sendable { case leading, center, trailing }
