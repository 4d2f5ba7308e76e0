import ViewlabModel

/// A Picker as its style shows it on an iPhone, made of views viewlab lays out and draws (Apple's
/// documentation of each `PickerStyle`). The arrangement is iOS's; the sizes not named below are
/// the views' own, and the gaps viewlab's model (KNOWN-GAPS.md), not measured:
/// - menu (the default): the selection and an up-down chevron, 4 points apart; in a List or Form
///   row the picker's label leads and they stand at the row's trailing end, in the secondary colour.
/// - navigationLink: the label, then the selection in the secondary colour and a chevron.
/// - segmented and palette: the options side by side in equal segments, 32 points tall
///   (UISegmentedControl's height), across the width offered; no label.
/// - wheel: the selection in the middle of a 216-point drum (UIPickerView's height) across the
///   width offered; no label.
/// - inline: the label, then each option in a row with a checkmark at the selected one's end.
extension TreeBuilder {
    func picker(_ view: ViewValue, _ c: ContainerValue, _ parts: PickerParts, _ env: Environment) -> LayoutNode {
        let inRow = env.isLinkRow
        var env = env
        env.isLinkRow = false
        let selectedIndex = parts.selected()
        let selection = selectedIndex.map { parts.options[$0] } ?? .empty
        let label = env.values.labelsHidden ? ViewValue.empty : parts.label
        let shown: ViewValue
        switch env.values.pickerStyle {
        case .menu:
            let button = Self.row([selection, Self.symbol("chevron.up.chevron.down", font: .footnote)], spacing: 4)
            shown = inRow ? Self.row([label, .spacer(minLength: nil), Self.tinted(button, "secondary")]) : Self.tinted(button, "accentColor")
        case .navigationLink:
            shown = Self.row([label, .spacer(minLength: nil), Self.tinted(selection, "secondary"), Self.symbol("chevron.right", font: .footnote)])
        case .segmented, .palette:
            let segments = parts.options.map { Self.framed($0, FlexibleFrame(maxWidth: .infinity), "maxWidth: .infinity") }
            shown = Self.framed(Self.row(segments, spacing: 0), FlexibleFrame(minHeight: 32, maxHeight: 32), "height: 32")
        case .wheel:
            shown = Self.framed(selection, FlexibleFrame(maxWidth: .infinity, minHeight: 216, maxHeight: 216), "maxWidth: .infinity, height: 216")
        case .inline:
            let rows = parts.options.enumerated().map { i, option in
                Self.row([option, .spacer(minLength: nil)] + (i == selectedIndex ? [Self.symbol("checkmark", font: .body)] : []))
            }
            shown = .container(ContainerValue(kind: .vStack(alignment: .leading, spacing: nil), content: .tuple([label] + rows),
                                              typeName: "VStack", label: "VStack(alignment: .leading)"))
        }
        let layout = ControlLayout(chrome: .none, roundedBorder: false, labelsHidden: false)
        return node(view, c.label, layout, children: [build(shown, env)])
    }

    static func row(_ views: [ViewValue], spacing: Double? = nil) -> ViewValue {
        .container(ContainerValue(kind: .hStack(alignment: .verticalCenter, spacing: spacing), content: .tuple(views), typeName: "HStack",
                                  label: spacing.map { "HStack(spacing: \(formatNumber($0)))" } ?? "HStack"))
    }

    private static func symbol(_ name: String, font style: TextStyle) -> ViewValue {
        .modified(.image(ImageValue(name: name, isSystemName: true)),
                  Modifier(kind: .environment(.font(Font(.style(style)))), typeName: "_EnvironmentKeyWritingModifier<Optional<Font>>",
                           name: "font", arguments: "." + style.rawValue))
    }

    static func tinted(_ view: ViewValue, _ color: String) -> ViewValue {
        .modified(view, Modifier(kind: .environment(.foregroundColor(ColorValue(color))),
                                 typeName: "_EnvironmentKeyWritingModifier<Optional<Color>>", name: "foregroundStyle", arguments: "." + color))
    }

    private static func framed(_ view: ViewValue, _ frame: FlexibleFrame, _ arguments: String) -> ViewValue {
        .modified(view, Modifier(kind: .flexibleFrame(frame), typeName: "_FlexibleFrameLayout", name: "frame", arguments: arguments))
    }
}
