/// An environment value written by a modifier such as `.font(.title)` on a non-Text view, which
/// SwiftUI implements as `environment(\.font, …)` (*Pro SwiftUI* L1670–1705).
public enum EnvironmentWrite {
    case font(Font?)
    case lineLimit(Int?, reservesSpace: Bool)
    case truncationMode(TruncationMode)
    case minimumScaleFactor(Double)
    case lineSpacing(Double)
    case multilineTextAlignment(TextAlignment)
    case foregroundColor(ColorValue?)
    /// `.textFieldStyle(.roundedBorder)`: the text fields below draw a border around their text.
    case textFieldStyle(roundedBorder: Bool)
    /// `.listStyle(.plain)`: how a List below lays out its rows.
    case listStyle(ListStyleKind)
    /// `.pickerStyle(.segmented)`: how a Picker below shows its options.
    case pickerStyle(PickerStyleKind)
    /// `.labelsHidden()`: the controls below show no label (a Toggle is its switch alone).
    case labelsHidden
    /// `.redacted(reason: .placeholder)` (true), `.unredacted()` and `.redacted(reason: [])` (false):
    /// whether the views below are drawn as placeholders.
    case redacted(Bool)
    /// `.tabViewStyle(.page)`: a TabView below draws no tab bar.
    case tabViewStyle(page: Bool)
    /// `.environment(\.layoutDirection, .rightToLeft)`: the views below are placed mirrored.
    case layoutDirection(rightToLeft: Bool)
    /// `.dynamicTypeSize(.xxLarge)` sets the size; a range (`.small ... .large`) clamps it.
    case dynamicTypeSize(DynamicTypeSize)
    case dynamicTypeSizeRange(DynamicTypeSize?, DynamicTypeSize?)
    /// `.textCase(.uppercase)`, `.textCase(nil)`: how the texts below change their letters.
    case textCase(TextCase?)
    /// Any other key: only learner code reads it (`EnvironmentValues.learnerValues`).
    case other(key: String)
}
