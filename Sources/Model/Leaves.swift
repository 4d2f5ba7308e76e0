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
    /// Whether a picture draws it bold: a semibold or heavier weight, or `.headline`, which is
    /// semibold (Apple's Human Interface Guidelines' type sizes table).
    public var drawsBold: Bool {
        weight.map { ["semibold", "bold", "heavy", "black"].contains($0) } ?? (base == .style(.headline))
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
    /// `Text("Total: ").bold() + Text("$42")`: the parts as written, each with its own modifiers.
    public var concatenation: [TextValue] = []
    /// The colour of a `.foregroundColor(_:)` or `.foregroundStyle(_:)` written on the Text itself
    /// (both return a Text there; the last written wins, as `font` does); nil when none is, or the
    /// style is not a colour.
    public var foreground: ColorValue?
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
    /// The components when the code gave them (`Color(red: 1, green: 0.5, blue: 0)`) or changed
    /// a named colour (`Color.yellow.opacity(0.3)`); nil for a named colour as it is, which
    /// `NamedColors` resolves.
    public var rgba: RGBA?
    public init(_ name: String, rgba: RGBA? = nil) { self.name = name; self.rgba = rgba }
    public var description: String { name.first == "." || name.contains("(") ? name : "." + name }
    /// How diagrams and traces name the view: `Color.teal`, `Color(hue: 0.5, …)`, `Color("brand")`.
    public var label: String { name.hasPrefix("Color(") ? name : "Color" + description }
}

/// The built-in shapes and their layout answers (L1402–1487).
public enum ShapeKind {
    case rectangle, roundedRectangle(cornerRadius: Double), capsule, ellipse, circle
    /// `RoundedRectangle(cornerSize:)`: corners with two radii.
    case roundedRectangleSize(Size)
    /// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:)`.
    case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)
    /// `ContainerRelativeShape()`: the shape a `.containerShape(_:)` above it names (a rectangle
    /// when none does); it fills its proposal like a rectangle (TiS L2490–L2512).
    case containerRelative
    /// A learner's `struct X: Shape`, with its own `sizeThatFits` when it declares one (L1446–1470).
    case custom(name: String, sizeThatFits: ((ProposedViewSize) throws -> Size)?)

    public var typeName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle, .roundedRectangleSize: "RoundedRectangle"
        case .unevenRoundedRectangle: "UnevenRoundedRectangle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .circle: "Circle"
        case .containerRelative: "ContainerRelativeShape"
        case .custom(let name, _): name
        }
    }

    /// The outline of a built-in shape in `rect` (SwiftUI's `path(in:)`); nil for a learner's
    /// shape, whose own `path(in:)` the interpreter runs (`ShapeValue.path`).
    public func path(in rect: Rect) -> PathValue? {
        var path = PathValue()
        switch self {
        case .rectangle, .containerRelative: path.addRect(rect)
        case .roundedRectangle(let r): path.addRoundedRect(in: rect, cornerSize: Size(width: r, height: r))
        case .roundedRectangleSize(let size): path.addRoundedRect(in: rect, cornerSize: size)
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr):
            path.addUnevenRoundedRect(in: rect, topLeading: Size(width: tl, height: tl), bottomLeading: Size(width: bl, height: bl),
                                      bottomTrailing: Size(width: br, height: br), topTrailing: Size(width: tr, height: tr))
        case .capsule:
            let r = min(rect.width, rect.height) / 2
            path.addRoundedRect(in: rect, cornerSize: Size(width: r, height: r))
        case .ellipse: path.addEllipse(in: rect)
        case .circle:
            // The largest circle centred in the rect (SwiftUI's Circle.path(in:)).
            let side = min(rect.width, rect.height)
            path.addEllipse(in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .custom: return nil
        }
        return path
    }
}

/// A shape view: the shape, and how it is painted. `Circle().fill(.red)` is `_ShapeView<Circle, Color>`.
public struct ShapeValue {
    public var kind: ShapeKind
    public var typeName: String
    public var label: String
    /// How it is painted: filled with the foreground style unless a modifier says otherwise.
    public var drawing = ShapeDrawing()
    /// A learner's shape's `path(in:)` (or a `Path` used as a view), run by the drawing engine.
    public var customPath: ((Rect) throws -> PathValue)?
    /// A `Canvas`'s closure: given the canvas's size, what it draws (a Canvas lays out as a shape
    /// does, filling its proposal).
    public var canvas: ((Size) throws -> [CanvasCommand])?
    public init(kind: ShapeKind, typeName: String? = nil, label: String) {
        self.kind = kind; self.typeName = typeName ?? kind.typeName; self.label = label
    }

    /// The outline in `rect`, before trim, inset and stroke.
    public func path(in rect: Rect) throws -> PathValue {
        if let customPath { return try customPath(rect) }
        return kind.path(in: rect) ?? PathValue()
    }
}

extension TextValue {
    /// `Text("Favorite").font(.title)`, as written.
    public var label: String {
        if !concatenation.isEmpty { return concatenation.map(\.label).joined(separator: " + ") }
        let quoted = displaySource == nil && !needsEscapes(content)
        let source = quoted ? content : displaySource ?? swiftLiteral(content)
        // Its bytes copied into one string of the right length: each `+=` cost ~300 instructions,
        // five a label, and a 10,000-row list has 20,000 Texts.
        let length = source.utf8.count + (quoted ? 2 : 0) + textModifiers.reduce(6) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            func put(_ part: String) {
                var part = part
                end = part.withUTF8 { UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: $0) } + end
            }
            put("Text(")
            if quoted { put("\"") }
            put(source)
            if quoted { put("\"") }
            put(")")
            for modifier in textModifiers { put(modifier) }
            return end
        }
    }

    /// `a + b`: one Text of both parts' characters. A font or colour both parts share is the
    /// whole's; one only a part has is that part's, which a picture draws in the whole's (KNOWN-GAPS.md).
    public static func + (a: TextValue, b: TextValue) -> TextValue {
        var joined = TextValue(content: a.content + b.content, font: a.font == b.font ? a.font : nil)
        joined.foreground = a.foreground == b.foreground ? a.foreground : nil
        joined.concatenation = (a.concatenation.isEmpty ? [a] : a.concatenation) + (b.concatenation.isEmpty ? [b] : b.concatenation)
        return joined
    }
}

extension ImageValue {
    /// `Image(systemName: "heart").resizable()`, as written.
    public var label: String {
        "Image(" + (isSystemName ? "systemName: " : "") + swiftLiteral(name) + ")" + (isResizable ? ".resizable()" : "")
    }
}

/// Whether a string written as a Swift literal needs escapes. Most strings need none: found from
/// their bytes, without walking their characters (each Text's label spells its string, 20,000 of
/// them in a 10,000-row list).
private func needsEscapes(_ string: String) -> Bool {
    string.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }
}

/// A string as a Swift literal, escaped.
public func swiftLiteral(_ string: String) -> String {
    if !needsEscapes(string) { return "\"" + string + "\"" }
    var out = "\""
    for ch in string {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default: out.append(ch)
        }
    }
    return out + "\""
}
