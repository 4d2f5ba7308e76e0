import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Geometry types SwiftUI code uses, Foundation's `Date` and SwiftUI's `DynamicTypeSize`, written in
/// Swift and interpreted like learner code, so they behave exactly as the learner's own structs do
/// (memberwise init, properties, printing).
let preludeSource = """
struct CGSize: Equatable, Hashable {
    var width: CGFloat = 0
    var height: CGFloat = 0
    static let zero = CGSize()
}
struct CGPoint: Equatable, Hashable {
    var x: CGFloat = 0
    var y: CGFloat = 0
    static let zero = CGPoint()
}
struct CGVector: Equatable {
    var dx: CGFloat = 0
    var dy: CGFloat = 0
}
struct CGRect: Equatable {
    var origin: CGPoint = CGPoint()
    var size: CGSize = CGSize()
    init() {}
    init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
    init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    var width: CGFloat { size.width }
    var height: CGFloat { size.height }
    var minX: CGFloat { origin.x }
    var midX: CGFloat { origin.x + size.width / 2 }
    var maxX: CGFloat { origin.x + size.width }
    var minY: CGFloat { origin.y }
    var midY: CGFloat { origin.y + size.height / 2 }
    var maxY: CGFloat { origin.y + size.height }
    func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }
    func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    func union(_ other: CGRect) -> CGRect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return CGRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
    func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    static let zero = CGRect()
}
struct ProposedViewSize: Equatable {
    var width: CGFloat?
    var height: CGFloat?
    static let zero = ProposedViewSize(width: 0, height: 0)
    static let unspecified = ProposedViewSize(width: nil, height: nil)
    static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
struct LayoutProperties {
    var stackOrientation: Axis? = .vertical
}
struct Transaction {
    var animation: Animation? = nil
    var disablesAnimations = false
}
struct EnvironmentValues {}
/// A locale by its identifier. viewlab formats text for en_US only (KNOWN-GAPS.md), which is the
/// environment's default locale and `Locale.current`.
struct Locale: Equatable, Hashable {
    var identifier: String
    init(identifier: String) { self.identifier = identifier }
    static var current: Locale { Locale(identifier: "en_US") }
}
struct Date: Equatable, Hashable, Comparable {
    /// viewlab's fixed "now", so that every run prints the same: 2023-09-18 09:41:00 UTC (the day
    /// iOS 17 was released, at Apple's 9:41). Not in source: a real device reads its clock.
    static let viewlabNow: TimeInterval = 716722860
    var timeIntervalSinceReferenceDate: TimeInterval
    init() { timeIntervalSinceReferenceDate = Date.viewlabNow }
    init(timeIntervalSinceReferenceDate: TimeInterval) { self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate }
    init(timeIntervalSince1970: TimeInterval) { timeIntervalSinceReferenceDate = timeIntervalSince1970 - 978307200 }
    init(timeIntervalSinceNow: TimeInterval) { timeIntervalSinceReferenceDate = Date.viewlabNow + timeIntervalSinceNow }
    init(timeInterval: TimeInterval, since date: Date) { timeIntervalSinceReferenceDate = date.timeIntervalSinceReferenceDate + timeInterval }
    static var now: Date { Date() }
    static let distantPast = Date(timeIntervalSinceReferenceDate: -63114076800)
    static let distantFuture = Date(timeIntervalSinceReferenceDate: 63113904000)
    var timeIntervalSince1970: TimeInterval { timeIntervalSinceReferenceDate + 978307200 }
    var timeIntervalSinceNow: TimeInterval { timeIntervalSinceReferenceDate - Date.viewlabNow }
    func timeIntervalSince(_ date: Date) -> TimeInterval { timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate }
    func addingTimeInterval(_ timeInterval: TimeInterval) -> Date { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + timeInterval) }
    mutating func addTimeInterval(_ timeInterval: TimeInterval) { timeIntervalSinceReferenceDate += timeInterval }
    func distance(to other: Date) -> TimeInterval { other.timeIntervalSinceReferenceDate - timeIntervalSinceReferenceDate }
    func advanced(by n: TimeInterval) -> Date { addingTimeInterval(n) }
    static func < (lhs: Date, rhs: Date) -> Bool { lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate }
    static func + (lhs: Date, rhs: TimeInterval) -> Date { lhs.addingTimeInterval(rhs) }
    static func - (lhs: Date, rhs: TimeInterval) -> Date { lhs.addingTimeInterval(-rhs) }
}
enum DynamicTypeSize: Hashable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    var isAccessibilitySize: Bool { self >= .accessibility1 }
    static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        DynamicTypeSize.allCases.firstIndex(of: lhs)! < DynamicTypeSize.allCases.firstIndex(of: rhs)!
    }
}
"""

/// Parsed once per process: every session declares the same types from it.
let preludeTree: SourceFileSyntax = {
    let parsed = Parser.parse(source: preludeSource)
    return OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
}()

extension Interpreter {
    func installPrelude() {
        let tree = preludeTree
        register(tree, name: "<prelude>")
        for item in tree.statements {
            if case .decl(let decl) = item.item { try? declare(decl, in: globals) }
        }
    }
}
