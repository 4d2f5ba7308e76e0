/// How a `Picker` shows its options (`.pickerStyle(_:)`). On iOS, `.automatic` is a menu: a
/// button showing the selection, which a Form or List row puts after the picker's label (Apple's
/// documentation of `DefaultPickerStyle` and `MenuPickerStyle`, iOS 16 and later).
public enum PickerStyleKind: String, Sendable {
    case menu
    /// A segmented control: the options side by side, the selected one highlighted; no label.
    case segmented
    /// A wheel: the selected option in the middle of a drum; no label.
    case wheel
    /// The options in place, one after another, a checkmark at the selected one.
    case inline
    /// A row that pushes a list of the options: the label, the selection and a chevron.
    case navigationLink
    /// iOS 17's palette: the options side by side, as a segmented control shows them.
    case palette

    /// `.pickerStyle(.segmented)`, `.pickerStyle(SegmentedPickerStyle())`: nil for a style viewlab does not know.
    public init?(written name: String) {
        switch name {
        case "automatic", "menu", "DefaultPickerStyle", "MenuPickerStyle": self = .menu
        case "segmented", "SegmentedPickerStyle": self = .segmented
        case "wheel", "WheelPickerStyle": self = .wheel
        case "inline", "InlinePickerStyle": self = .inline
        case "navigationLink", "NavigationLinkPickerStyle": self = .navigationLink
        case "palette", "PalettePickerStyle": self = .palette
        default: return nil
        }
    }
}

/// A Picker's parts, which its style arranges when it is laid out: its label, its options (each
/// with its tag) and which of them the selection holds.
public struct PickerParts {
    public var label: ViewValue
    public var options: [ViewValue]
    /// The option the selection holds now, read when the picker is laid out: the picker reads its
    /// binding itself, so a new selection runs no body of the view that made it.
    public var selected: () -> Int?
    public init(label: ViewValue, options: [ViewValue], selected: @escaping () -> Int?) {
        self.label = label; self.options = options; self.selected = selected
    }
}

extension ViewValue {
    /// A Picker's options: its content's elements, each with its `.tag`, or in a ForEach with the
    /// element's id when it has none (SwiftUI tags the views of a ForEach with their ids, Apple's
    /// documentation of `Picker`: "ForEach automatically assigns a tag to the selection views").
    public var taggedOptions: [(view: ViewValue, tag: (description: String, value: (any LearnerValue)?)?)] {
        switch self {
        case .forEach(let f):
            return f.elements.flatMap { element in
                element.view.taggedOptions.map { ($0.view, $0.tag ?? (element.id, element.value)) }
            }
        case .tuple(let items): return items.flatMap(\.taggedOptions)
        case .optional(let content, let isPresent): return isPresent ? content.taggedOptions : []
        case .conditional(let a, let b, let isFirst): return (isFirst ? a : b).taggedOptions
        case .empty: return []
        case .container(let c):
            if case .group = c.kind { return c.content.taggedOptions }
            return [(self, tagged.map { ($0.description, $0.value) })]
        default: return [(self, tagged.map { ($0.description, $0.value) })]
        }
    }
}
