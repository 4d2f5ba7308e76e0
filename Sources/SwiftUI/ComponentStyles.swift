import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// Component styles (TiS L2379–L2548; update-cycle-research.md §5.1): `.buttonStyle(_:)`,
/// `.toggleStyle(_:)` and `.labelStyle(_:)` put a style into the environment under their own name;
/// each Button, Toggle or Label below asks for the nearest one when the update cycle reaches it, and
/// is drawn by the style's `makeBody(configuration:)`.
extension Interpreter {
    /// The protocols a style of each modifier conforms to, in the order a `.name` shorthand is looked up.
    private static let styleProtocols: [String: [String]] = [
        "buttonStyle": ["ButtonStyle", "PrimitiveButtonStyle"],
        "toggleStyle": ["ToggleStyle"],
        "labelStyle": ["LabelStyle"],
    ]

    /// The built-in styles' names, for a `.name` no learner's extension declares.
    private static let builtinStyles: [String: Set<String>] = [
        "buttonStyle": ["automatic", "bordered", "borderedProminent", "borderless", "plain"],
        "toggleStyle": ["automatic", "switch", "button", "checkbox"],
        "labelStyle": ["automatic", "iconOnly", "titleOnly", "titleAndIcon"],
    ]

    /// `.buttonStyle(.fancy)` finds a learner's `static var fancy` of `extension ButtonStyle where
    /// Self == FancyButtonStyle` (L2531); a built-in name (`.bordered`) stays a name.
    func componentStyleModifier(_ name: String, prefix: String, suffix: String, _ r: inout ArgumentReader, _ args: [Argument],
                                at node: Syntax) throws -> Modifier {
        guard var style = r.take(nil)?.unboxed else { throw error(.styleArgument, name, at: node) }
        for protocolName in Self.styleProtocols[name] ?? [] {
            guard case .implicitMember = style else { break }
            style = try coerce(style, toTypeNamed: protocolName, at: node)
        }
        let styleType: String
        if case .implicitMember(let m, _) = style {
            guard Self.builtinStyles[name]?.contains(m) ?? true else {
                let protocolName = Self.styleProtocols[name]?.first ?? suffix
                throw error(.typeHasNoMember, protocolName, m, at: node,
                            notes: [note(.styleShorthand, protocolName, m)])
            }
            styleType = m.prefix(1).uppercased() + m.dropFirst() + suffix
        } else {
            styleType = typeName(of: style)
        }
        return Modifier(kind: .environment(.other(key: name)), typeName: prefix + styleType + ">", name: name, arguments: argumentText(args),
                        environmentEntry: (name, style))
    }

    /// A control's look under the style its environment holds: the style's `makeBody(configuration:)`
    /// with the control's configuration (`label`, `isPressed`, `role`, `isOn`, `title`, `icon`, `trigger()`),
    /// or a built-in style's model; nil keeps the control as it is.
    func controlStyling(key: String, configuration: String, fields: [(String, Value)], label: ViewValue, at node: Syntax) -> ControlStyling {
        ControlStyling(key: key) { [unowned self] style in
            guard let style = style as? Value else { return nil }
            switch style {
            case .instance(let i):
                guard let makeBody = types[i.typeName]?.methods["makeBody"]?.first else { return nil }
                let config = Value.instance(Instance(typeName: configuration, fields: fields))
                let body = try call(makeBody, [Argument(label: "configuration", value: config)], at: node, selfRef: Ref(style),
                                    selfType: i.typeName, asBuilder: true)
                return (i.typeName, try viewValue(of: body, at: node))
            case .implicitMember(let name, nil):
                return builtinStyled(name, key: key, label: label).map { ("." + name, $0) }
            default:
                return nil
            }
        }
    }

    /// Runs `work` with `tracker` recording what it reads, as a body's reads are recorded: a style
    /// that reads a control's `isOn` depends on it.
    public func tracking<T>(_ tracker: ReadTracker, _ work: () throws -> T) rethrows -> T {
        try withContext({ $0.readTracker = tracker }, work)
    }

    /// The built-in styles the books use, by a named model of their layout effect. `.bordered` and
    /// `.borderedProminent` inset the label 12 points across and 7 down, in a rounded rectangle (not
    /// in source: viewlab's model of iOS 17's regular control size, as drawn in Apple's HIG; the books
    /// only apply the style). `.plain`, `.borderless`, `.automatic` and the other names keep the label;
    /// a Label's `.iconOnly` and `.titleOnly` keep one of its two parts.
    private func builtinStyled(_ name: String, key: String, label: ViewValue) -> ViewValue? {
        // `.labelStyle(.iconOnly)`, `.titleOnly`: one of the Label's row of icon and title (Apple's documentation).
        if key == "labelStyle", name == "iconOnly" || name == "titleOnly",
           case .container(let row) = label, case .tuple(let parts) = row.content, parts.count == 2 {
            return name == "iconOnly" ? parts[0] : parts[1]
        }
        guard key == "buttonStyle", name == "bordered" || name == "borderedProminent" else { return nil }
        let padded = ViewValue.modified(
            .modified(label, Modifier(kind: .padding(EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)), typeName: "_PaddingLayout",
                                      name: "padding", arguments: ".horizontal, 12")),
            Modifier(kind: .padding(EdgeInsets(top: 7, leading: 0, bottom: 7, trailing: 0)), typeName: "_PaddingLayout",
                     name: "padding", arguments: ".vertical, 7"))
        let fill = name == "bordered" ? "Color.accentColor.opacity(0.15)" : "Color.accentColor"
        // On the prominent style's accent fill, the label is white (iOS's bordered prominent buttons).
        let label = name == "bordered" ? padded : .modified(padded, Modifier(kind: .environment(.foregroundColor(ColorValue("white"))),
                                                                          typeName: "_EnvironmentKeyWritingModifier<Optional<Color>>",
                                                                          name: "foregroundStyle", arguments: ".white"))
        var rounded = ShapeValue(kind: .roundedRectangle(cornerRadius: 8), typeName: "_ShapeView<RoundedRectangle, Color>",
                                 label: "RoundedRectangle(cornerRadius: 8).fill(\(fill))")
        let accent = NamedColors.light["accentColor"]!
        rounded.drawing.mode = .fill(.color(name == "bordered" ? RGBA(red: accent.red, green: accent.green, blue: accent.blue, opacity: 0.15) : accent), evenOdd: false)
        let shape = ViewValue.shape(rounded)
        return .modified(label, Modifier(kind: .background(shape, alignment: .center), typeName: "_BackgroundModifier<\(shape.typeName)>",
                                          name: "background", arguments: "viewlab's \(name) model"))
    }
}
