/// A width and height in points. SwiftUI's `CGSize`.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    // Layout compares sizes and proposals at every cached answer: inlinable, so the engine does not
    // call across modules for two comparisons of doubles.
    @inlinable public static func == (a: Size, b: Size) -> Bool { a.width == b.width && a.height == b.height }
    public var description: String { String(writtenBy: write) }
    /// `description`'s text appended as UTF-8: "w×h".
    public func write(to out: inout [UInt8]) {
        out.appendNumber(width)
        // "×" as its two UTF-8 bytes: appending a string's bytes goes through a generic path (a
        // 10,000-row listing writes 40,000 sizes and points).
        out.append(0xC3)
        out.append(0x97)
        out.appendNumber(height)
    }
}

/// A point. SwiftUI's `CGPoint`.
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { String(writtenBy: write) }
    /// `description`'s text appended as UTF-8: "(x, y)".
    public func write(to out: inout [UInt8]) {
        out.append(UInt8(ascii: "("))
        out.appendNumber(x)
        out.append(UInt8(ascii: ","))
        out.append(UInt8(ascii: " "))
        out.appendNumber(y)
        out.append(UInt8(ascii: ")"))
    }
}

/// An origin and a size. SwiftUI's `CGRect`.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Whether the point is inside or on the edge.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(origin: .zero, size: .zero)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    public var description: String { "\(origin) \(size)" }
}

/// What a parent proposes to a child, per axis (*Thinking in SwiftUI* L1313–1319):
/// `nil` asks for the ideal size, `0` for the minimum, `.infinity` for the maximum, and a finite
/// value is the ordinary case.
public struct ProposedViewSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    @inlinable public static func == (a: ProposedViewSize, b: ProposedViewSize) -> Bool { a.width == b.width && a.height == b.height }
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    /// The ideal-size probe (L1319).
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The minimum probe (L1811).
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The maximum probe (L1811).
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Shapes and colours answer 10 for an unspecified dimension (L1404, L1869).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
    public var description: String { "\(formatDimension(width))×\(formatDimension(height))" }
}

/// Insets on the four edges. SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
}

/// A set of edges, as `.padding(.horizontal, 8)` takes. SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// The two layout axes.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// An angle. SwiftUI's `Angle`, stored in radians.
public struct Angle: Equatable, Hashable, Sendable {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public var degrees: Double { radians * 180 / .pi }
}

/// A point in a view's unit square, e.g. the anchor of a rotation. SwiftUI's `UnitPoint`.
public struct UnitPoint: Equatable, Hashable, Sendable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
}

/// `.fit` or `.fill`, for `aspectRatio` (L1642–1699).
public enum ContentMode: String, Hashable, Sendable { case fit, fill }

extension Rect {
    /// The rect shrunk by `dx` on the left and right and `dy` at the top and bottom (never below 0).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
    public var isFinite: Bool { [minX, minY, width, height].allSatisfy(\.isFinite) }
}

extension Rect {
    /// Whether the two rects share some area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
