/// A custom alignment, declared by learner code as `struct MenuAlignment: AlignmentID`
/// (*Thinking in SwiftUI* L2135–2151). Its `defaultValue(in:)` is interpreted code, held here as a
/// closure; identity is by reference, as a Swift metatype is unique.
public final class CustomAlignmentID: @unchecked Sendable {
    public let name: String
    public let axis: Axis
    public let defaultValue: (ViewDimensions) throws -> Double
    public init(name: String, axis: Axis, defaultValue: @escaping (ViewDimensions) throws -> Double) {
        self.name = name; self.axis = axis; self.defaultValue = defaultValue
    }
}

/// One alignment guide on one axis: the built-in guides (L2004–2010) or a custom `AlignmentID`.
public enum AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    case leading, horizontalCenter, trailing
    case top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline
    case custom(CustomAlignmentID)

    public var axis: Axis {
        switch self {
        case .leading, .horizontalCenter, .trailing: .horizontal
        case .top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline: .vertical
        case .custom(let id): id.axis
        }
    }

    /// Built-in guides are answered by every view from its own size; stacks do not pass a child's
    /// explicit built-in guide on, while custom ones propagate (L2129–2186).
    public var isBuiltIn: Bool { if case .custom = self { false } else { true } }

    public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        switch (lhs, rhs) {
        case (.custom(let a), .custom(let b)): a === b
        case (.leading, .leading), (.horizontalCenter, .horizontalCenter), (.trailing, .trailing),
             (.top, .top), (.verticalCenter, .verticalCenter), (.bottom, .bottom),
             (.firstTextBaseline, .firstTextBaseline), (.lastTextBaseline, .lastTextBaseline): true
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .custom(let id): hasher.combine(ObjectIdentifier(id))
        default: hasher.combine(description)
        }
    }

    /// The Swift spelling, as a learner writes it.
    public var description: String {
        switch self {
        case .leading: ".leading"
        case .horizontalCenter, .verticalCenter: ".center"
        case .trailing: ".trailing"
        case .top: ".top"
        case .bottom: ".bottom"
        case .firstTextBaseline: ".firstTextBaseline"
        case .lastTextBaseline: ".lastTextBaseline"
        case .custom(let id): "." + id.name
        }
    }
}

/// A 2D alignment: which horizontal and which vertical guide to use (L2002).
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: AlignmentKey
    public var vertical: AlignmentKey
    public init(horizontal: AlignmentKey, vertical: AlignmentKey) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .horizontalCenter, vertical: .verticalCenter)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)

    /// The named alignments SwiftUI declares (`.topTrailing`, `.center`, ...).
    public static let named: [String: Alignment] = {
        let h: [(String, AlignmentKey)] = [("Leading", .leading), ("", .horizontalCenter), ("Trailing", .trailing)]
        let v: [(String, AlignmentKey)] = [("top", .top), ("", .verticalCenter), ("bottom", .bottom)]
        var table: [String: Alignment] = ["center": .center, "leading": Alignment(horizontal: .leading, vertical: .verticalCenter),
                                          "trailing": Alignment(horizontal: .trailing, vertical: .verticalCenter)]
        for (vn, vk) in v where !vn.isEmpty {
            for (hn, hk) in h { table[vn + hn] = Alignment(horizontal: hk, vertical: vk) }
        }
        table["leadingFirstTextBaseline"] = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
        table["centerFirstTextBaseline"] = Alignment(horizontal: .horizontalCenter, vertical: .firstTextBaseline)
        table["trailingFirstTextBaseline"] = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
        table["leadingLastTextBaseline"] = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
        table["centerLastTextBaseline"] = Alignment(horizontal: .horizontalCenter, vertical: .lastTextBaseline)
        table["trailingLastTextBaseline"] = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
        return table
    }()

    public var description: String {
        if let name = Alignment.named.first(where: { $0.value == self })?.key { return "." + name }
        return "Alignment(horizontal: \(horizontal), vertical: \(vertical))"
    }
}

/// What an `alignmentGuide` closure or `defaultValue(in:)` sees: the view's size and its guides
/// (L2064). The guide lookup is supplied by the layout engine.
public struct ViewDimensions {
    public var width: Double
    public var height: Double
    private let lookup: (AlignmentKey) throws -> Double
    public init(width: Double, height: Double, lookup: @escaping (AlignmentKey) throws -> Double) {
        self.width = width; self.height = height; self.lookup = lookup
    }
    public func value(of key: AlignmentKey) throws -> Double { try lookup(key) }
}
