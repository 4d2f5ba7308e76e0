import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Geometry types SwiftUI code uses, written in Swift and interpreted like learner code, so they
/// behave exactly as the learner's own structs do (memberwise init, properties, printing).
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
struct Transaction {
    var animation: Animation? = nil
    var disablesAnimations = false
}
struct EnvironmentValues {}
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
