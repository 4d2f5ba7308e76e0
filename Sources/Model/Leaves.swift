/// SwiftUI's text styles and their point sizes on iOS (spec layout.md §5: largeTitle 34 … caption2 11).
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }
}

/// A font: a text style, or a system font of a given size. Weight does not change the metric model
/// (spec layout.md §5: "Font weight is ignored in v1"); it is kept for the diagram.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum Base: Hashable, Sendable { case style(TextStyle), system(size: Double) }
    public var base: Base
    public var weight: String?
    public init(_ base: Base, weight: String? = nil) { self.base = base; self.weight = weight }
    public var pointSize: Double {
        switch base { case .style(let s): s.pointSize; case .system(let size): size }
    }
    public var description: String {
        let b: String
        switch base {
        case .style(let s): b = "." + s.rawValue
        case .system(let size): b = ".system(size: \(formatNumber(size)))"
        }
        return weight.map { "\(b).weight(.\($0))" } ?? b
    }
}

/// A `Text` view. Text-only modifiers (`font`, `bold`, `foregroundColor`, ...) return `Text`, so they
/// live here rather than as wrapper nodes (*Pro SwiftUI* L1648–1667, L3).
public struct TextValue: Sendable {
    public var content: String
    public var font: Font?
    /// Text modifiers as written, for the diagram: `.font(.title)`, `.bold()`.
    public var textModifiers: [String]
    /// A lesson's override of the metric model (spec layout.md §5 "Overrides"): the ideal size, and
    /// the size when wrapped at a given width, e.g. the book's "ideal 100, 50×40 at 60" (B1801).
    public var idealSizeOverride: Size?
    /// The argument as written when it is not a plain string (`Text(name)` in a branch not taken).
    public var displaySource: String?
    public init(content: String, font: Font? = nil, textModifiers: [String] = [], idealSizeOverride: Size? = nil,
                displaySource: String? = nil) {
        self.content = content; self.font = font; self.textModifiers = textModifiers
        self.idealSizeOverride = idealSizeOverride; self.displaySource = displaySource
    }
}

/// An `Image`. `resizable()` returns an `Image`, not a wrapper (L1687).
public struct ImageValue: Sendable {
    public var name: String
    public var isSystemName: Bool
    public var isResizable: Bool
    public var font: Font?
    public init(name: String, isSystemName: Bool, isResizable: Bool = false) {
        self.name = name; self.isSystemName = isSystemName; self.isResizable = isResizable
    }
}

/// A colour, named as written (`teal`, `red`, `Color(red:green:blue:)`).
public struct ColorValue: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name.first == "." || name.contains("(") ? name : "." + name }
    /// How diagrams and traces name the view: `Color.teal`, `Color(hue: 0.5, …)`, `Color("brand")`.
    public var label: String { name.hasPrefix("Color(") ? name : "Color" + description }
}

/// The built-in shapes and their layout answers (L1402–1487).
public enum ShapeKind {
    case rectangle, roundedRectangle(cornerRadius: Double), capsule, ellipse, circle
    /// `ContainerRelativeShape()`: the shape a `.containerShape(_:)` above it names (a rectangle
    /// when none does); it fills its proposal like a rectangle (TiS L2490–L2512).
    case containerRelative
    /// A learner's `struct X: Shape`, with its own `sizeThatFits` when it declares one (L1446–1470).
    case custom(name: String, sizeThatFits: ((ProposedViewSize) throws -> Size)?)

    public var typeName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .circle: "Circle"
        case .containerRelative: "ContainerRelativeShape"
        case .custom(let name, _): name
        }
    }
}

/// A shape view: the shape, and how it is painted. `Circle().fill(.red)` is `_ShapeView<Circle, Color>`.
public struct ShapeValue {
    public var kind: ShapeKind
    public var typeName: String
    public var label: String
    public init(kind: ShapeKind, typeName: String? = nil, label: String) {
        self.kind = kind; self.typeName = typeName ?? kind.typeName; self.label = label
    }
}
