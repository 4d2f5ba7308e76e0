/// A SwiftUI view value: the blueprint a `body` returns (L238–244). It is a plain value, rebuilt on
/// every evaluation; identity and layout are derived from it.
///
/// The cases follow SwiftUI's own types, so `typeName` can print what `type(of:)` prints:
///
///     Text("Hi").padding().background(Color.red)
///     // ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>
public indirect enum ViewValue {
    case text(TextValue)
    case image(ImageValue)
    case color(ColorValue)
    case shape(ShapeValue)
    /// `Spacer(minLength:)`; nil is the default minimum (L1509–1529).
    case spacer(minLength: Double?)
    case divider
    case empty
    case container(ContainerValue)
    case geometryReader(GeometryReaderValue)
    /// `ModifiedContent<Content, Modifier>`: the modifier is the parent node (L79–86).
    case modified(ViewValue, Modifier)
    /// `TupleView<(A, B, …)>`, what a builder with several views makes (L97–115).
    case tuple([ViewValue])
    /// `Optional<Content>`, from `if` without `else` (L222–229). When absent, `content` is the
    /// static shape of the view that would be there, which the type and the diagram still show.
    case optional(ViewValue, isPresent: Bool)
    /// `_ConditionalContent<A, B>`, from `if/else` and `switch` (L277–284). Both branches are kept,
    /// the inactive one as its static shape.
    case conditional(first: ViewValue, second: ViewValue, isFirst: Bool)
    case forEach(ForEachValue)
    case custom(CustomViewValue)
    case anyView(ViewValue)
    /// `IDView<Content, ID>`, from `.id(_:)` (L306–313).
    case identified(ViewValue, id: String, idTypeName: String)
    /// `_ViewModifier_Content<M>`: the `content` a `ViewModifier`'s body receives.
    case modifierContent(ViewValue, modifierTypeName: String)
    /// `Subview` (iOS 18) or `_VariadicView_Children.Element`: a list element a variadic view placed,
    /// standing for the element itself. `id` is its identity within the list it came from (`0`,
    /// `1.id(3)`, `ViewValue.identifiedElements`): what `subview.id` compares, the same for two
    /// proxies of one element and kept when its siblings change.
    case subview(ViewValue, id: String, flavor: SubviewFlavor)

    /// SwiftUI's type name for this value, as `type(of:)` prints it on iOS 17.
    public var typeName: String {
        switch self {
        case .text: "Text"
        case .image: "Image"
        case .color: "Color"
        case .shape(let s): s.typeName
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .empty: "EmptyView"
        case .container(let c): c.typeName
        case .geometryReader(let g): "GeometryReader<\(g.staticContent.typeName)>"
        case .modified(let content, let modifier): "ModifiedContent<\(content.typeName), \(modifier.typeName)>"
        case .tuple(let items): Self.tupleTypeName(items)
        case .optional(let content, _): "Optional<\(content.typeName)>"
        case .conditional(let a, let b, _): "_ConditionalContent<\(a.typeName), \(b.typeName)>"
        case .forEach(let f): f.typeName
        case .custom(let c): c.typeName
        case .anyView: "AnyView"
        case .identified(let content, _, let idType): "IDView<\(content.typeName), \(idType)>"
        case .modifierContent(_, let m): "_ViewModifier_Content<\(m)>"
        case .subview(_, _, let flavor): flavor.typeName
        }
    }

    /// `TupleView<(Text, Spacer, Text)>`, appended in place rather than mapped and joined: each row
    /// of a big list spells its tuple's type when it is built.
    private static func tupleTypeName(_ items: [ViewValue]) -> String {
        var name = "TupleView<("
        for (index, item) in items.enumerated() {
            if index > 0 { name += ", " }
            name += item.typeName
        }
        return name + ")>"
    }

    /// Whether the view is an `.id(_:)` under nothing but modifiers (`.id(x).onAppear { }`): the
    /// modifiers then stand outside the identity it gives.
    public var isIdentifiedBelowModifiers: Bool {
        switch self {
        case .identified: true
        case .modified(let content, _): content.isIdentifiedBelowModifiers
        default: false
        }
    }

    /// The short name a diagram node and the JSON `kind` use: `Text`, `HStack`, `padding`.
    public var kindName: String {
        switch self {
        case .text: "Text"
        case .image: "Image"
        case .color: "Color"
        case .shape(let s): s.kind.typeName
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .empty: "EmptyView"
        case .container(let c): c.kindName
        case .geometryReader: "GeometryReader"
        case .modified(_, let m): m.name
        case .tuple: "TupleView"
        case .optional: "Optional"
        case .conditional: "ConditionalContent"
        case .forEach: "ForEach"
        case .custom(let c): c.typeName
        case .anyView: "AnyView"
        case .identified: "id"
        case .modifierContent: "content"
        case .subview(let content, _, _): content.kindName
        }
    }
}
