import SwiftOperators
import SwiftParser
import SwiftSyntax
import Synchronization

/// Geometry types SwiftUI code uses, Foundation's `Date` and SwiftUI's `DynamicTypeSize`, written in
/// Swift and interpreted like learner code, so they behave exactly as the learner's own structs do
/// (memberwise init, properties, printing).
package let preludeSource = """
/// The standard library's `swap(_:_:)`.
func swap<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
/// Darwin's random numbers, which Foundation brings: from viewlab's generator (RandomNumbers.swift).
func arc4random() -> UInt32 { UInt32(Int.random(in: 0...4_294_967_295)) }
func arc4random_uniform(_ upperBound: UInt32) -> UInt32 { upperBound < 2 ? 0 : UInt32(Int.random(in: 0..<Int(upperBound))) }
/// Foundation's `NSLocalizedString`: a simulated device reads no app's strings files, so the key is the text.
func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Any? = nil, value: String = "", comment: String) -> String { key }
/// Darwin's constants, which Foundation brings.
let M_PI = 3.141592653589793
let M_E = 2.718281828459045
let M_SQRT2 = 1.4142135623730951
struct CGSize: Equatable, Hashable {
    var width: CGFloat = 0
    var height: CGFloat = 0
    static let zero = CGSize()
}
struct CGPoint: Equatable, Hashable {
    var x: CGFloat = 0
    var y: CGFloat = 0
    static let zero = CGPoint()
    func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty) }
}
/// Core Graphics' affine transform (Apple's documentation): x' = a·x + c·y + tx, y' = b·x + d·y + ty.
/// `t1.concatenating(t2)` applies t1 first, then t2; `translatedBy`/`scaledBy`/`rotated(by:)` apply
/// the new step first, as a `GraphicsContext`'s `translateBy`/`scaleBy`/`rotate(by:)` do.
struct CGAffineTransform: Equatable {
    var a: CGFloat = 1
    var b: CGFloat = 0
    var c: CGFloat = 0
    var d: CGFloat = 1
    var tx: CGFloat = 0
    var ty: CGFloat = 0
    init() {}
    init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    init(translationX tx: CGFloat, y ty: CGFloat) { self.tx = tx; self.ty = ty }
    init(scaleX sx: CGFloat, y sy: CGFloat) { a = sx; d = sy }
    init(rotationAngle angle: CGFloat) { a = cos(angle); b = sin(angle); c = -sin(angle); d = cos(angle) }
    static let identity = CGAffineTransform()
    var isIdentity: Bool { self == CGAffineTransform.identity }
    func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                          tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y).concatenating(self) }
    func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
    func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
    /// A transform that squashes the plane has no inverse: Core Graphics returns it unchanged.
    func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        if det == 0 { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
struct CGVector: Equatable {
    var dx: CGFloat = 0
    var dy: CGFloat = 0
}
struct CGRect: Equatable {
    // No initial values: every initializer sets both (as an imported C struct's must), and an
    // initial value would be made and thrown away at each `CGRect(x:y:width:height:)`.
    var origin: CGPoint
    var size: CGSize
    init() { origin = CGPoint(); size = CGSize() }
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
    var isEmpty: Bool { size.width == 0 || size.height == 0 }
    var isNull: Bool { false }
    var standardized: CGRect {
        CGRect(x: min(minX, maxX), y: min(minY, maxY), width: abs(size.width), height: abs(size.height))
    }
    var integral: CGRect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return CGRect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }
    func intersects(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
    /// The overlap; where there is none, CoreGraphics' null rectangle (here the zero one).
    func intersection(_ other: CGRect) -> CGRect {
        guard intersects(other) else { return CGRect() }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        return CGRect(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    }
    /// The bounding box of the rectangle's corners under the transform, as CoreGraphics gives it.
    func applying(_ t: CGAffineTransform) -> CGRect {
        let xs = [minX, maxX, minX, maxX], ys = [minY, minY, maxY, maxY]
        let px = (0..<4).map { t.a * xs[$0] + t.c * ys[$0] + t.tx }
        let py = (0..<4).map { t.b * xs[$0] + t.d * ys[$0] + t.ty }
        return CGRect(x: px.min()!, y: py.min()!, width: px.max()! - px.min()!, height: py.max()! - py.min()!)
    }
    static let zero = CGRect()
}
struct ProposedViewSize: Equatable {
    var width: CGFloat?
    var height: CGFloat?
    init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    init(_ size: CGSize) { width = size.width; height = size.height }
    static let zero = ProposedViewSize(width: 0, height: 0)
    static let unspecified = ProposedViewSize(width: nil, height: nil)
    static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
/// UIKit's accessibility settings, as a device has them out of the box (not in source: viewlab's
/// simulated device keeps Settings' defaults, so Reduce Motion is off).
enum UIAccessibility {
    static var isReduceMotionEnabled: Bool { false }
}
struct LayoutProperties {
    var stackOrientation: Axis? = .vertical
}
struct Transaction {
    var animation: Animation? = nil
    var disablesAnimations = false
    /// What `addAnimationCompletion` added, which the update cycle runs once the animation is over.
    var _completions: [() -> Void] = []
    init(animation: Animation? = nil) { self.animation = animation }
    mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        _completions.append(completion)
    }
}
enum AnimationCompletionCriteria { case logicallyComplete, removed }
/// iOS 17's phases of a `Transition` (TiS L3170–3181); `value` is −1, 0, 1 (Apple's documentation).
enum TransitionPhase: Equatable {
    case willAppear, identity, didDisappear
    var isIdentity: Bool { self == .identity }
    var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}
struct EnvironmentValues {}
/// The standard library's Result (SE-0235): a value or the error that kept it from being made.
enum Result<Success, Failure> {
    case success(Success)
    case failure(Failure)
    /// `Result { try load() }`: the closure's value, or the error it threw.
    init(catching body: () throws -> Success) {
        do { self = .success(try body()) } catch { self = .failure(error) }
    }
    func get() throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }
    func map<T>(_ transform: (Success) -> T) -> Result<T, Failure> {
        switch self {
        case .success(let value): return .success(transform(value))
        case .failure(let error): return .failure(error)
        }
    }
    func mapError<E>(_ transform: (Failure) -> E) -> Result<Success, E> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let error): return .failure(transform(error))
        }
    }
}
/// Foundation's URL as a SwiftUI app names one (`Link`, `openURL`, `UIApplication.shared.open`):
/// its text; viewlab loads nothing from it.
struct URL: Equatable, Hashable, CustomStringConvertible {
    var absoluteString: String
    init?(string: String) {
        if string.isEmpty || string.contains(" ") { return nil }
        absoluteString = string
    }
    init(fileURLWithPath path: String) { absoluteString = "file://" + path }
    var description: String { absoluteString }
    var scheme: String? { absoluteString.contains(":") ? String(absoluteString.split(separator: ":")[0]) : nil }
    var lastPathComponent: String { String(absoluteString.split(separator: "/").last ?? "") }
}
struct Date: Equatable, Hashable, Comparable {
    /// viewlab's fixed "now", so that every run prints the same: the session starts at 2023-09-18
    /// 09:41:00 UTC (the day iOS 17 was released, at Apple's 9:41), and stays there except while a
    /// TimelineView draws at a later time (`render --at`, SwiftUI/TimelineViews.swift), which
    /// `_viewlabSecondsSinceStart()` gives. Not in source: a real device reads its clock.
    static let viewlabStart: TimeInterval = 716722860
    static var viewlabNow: TimeInterval { viewlabStart + _viewlabSecondsSinceStart() }
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
/// What a TimelineView's content closure is given (SwiftUI's `TimelineViewDefaultContext`, Apple's
/// documentation): the date of the schedule's entry being drawn, and how often the view updates
/// (`.live` for a simulated device, whose display never slows down). Made by viewlab, not by learners.
struct TimelineViewDefaultContext {
    enum Cadence: Int, Comparable {
        case live, seconds, minutes
        static func < (lhs: Cadence, rhs: Cadence) -> Bool { lhs.rawValue < rhs.rawValue }
    }
    let date: Date
    let cadence: Cadence
}
/// Two animatable values as one (Thinking in SwiftUI L3009): SwiftUI interpolates each.
struct AnimatablePair<First, Second>: Equatable {
    var first: First
    var second: Second
    init(_ first: First, _ second: Second) { self.first = first; self.second = second }
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

/// A prelude: Swift source viewlab writes for a framework's types, declared in every session like
/// learner code, so its types behave exactly as the learner's own. One that only declares types is
/// parsed and declared when code first names one of them: most programs name none of UIKit's,
/// SpriteKit's or the gestures' types, and parsing them all made a short `viewlab run` a third slower.
package final class Prelude: Sendable {
    /// The file name its diagnostics give (`<uikit>`).
    package let name: String
    /// Its top-level types (and type aliases): real types, whose real API beyond what the prelude
    /// declares is viewlab's gap, not the learner's mistake.
    package let typeNames: Set<String>
    /// Whether it must be declared when a session starts: it declares a function, a variable or an
    /// extension of a type it does not declare, which no type name of its own leads to.
    package let installsAtStart: Bool
    private let source: String
    private let parsed = Mutex<Parsed?>(nil)

    package struct Parsed: Sendable {
        package let tree: SourceFileSyntax
        /// Where its nodes are, for diagnostics: made once, not by every session.
        package let converter: SourceLocationConverter
    }

    /// Reads its top-level names from the text, without parsing it: a prelude writes each top-level
    /// declaration at the start of a line (a test checks the names against the parsed tree).
    package init(_ source: String, name: String) {
        self.source = source
        self.name = name
        var types: Set<String> = [], extended: Set<String> = [], declaresValues = false
        for line in source.split(separator: "\n") where line.first?.isLetter == true {
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).drop { $0 == "final" }
            guard let keyword = words.first, let declared = words.dropFirst().first else { continue }
            switch keyword {
            case "struct", "class", "enum", "protocol", "typealias": types.insert(String(declared))
            case "extension": extended.insert(String(declared))
            case "func", "let", "var": declaresValues = true
            default: break
            }
        }
        typeNames = types
        installsAtStart = declaresValues || !extended.isSubset(of: types)
    }

    /// The parsed, operator-folded tree: made on first use, once per process.
    package var tree: Parsed {
        parsed.withLock { parsed in
            if let parsed { return parsed }
            let file = Parser.parse(source: source)
            let folded = OperatorTable.standardOperators.foldAll(file) { _ in }.as(SourceFileSyntax.self) ?? file
            let tree = EscapedNames.unescaped(folded, source: source)
            let made = Parsed(tree: tree, converter: SourceLocationConverter(fileName: name, tree: tree))
            parsed = made
            return made
        }
    }
}

/// The Swift language's and Foundation's preludes; the frameworks' come from the library
/// (`NativeLibrary.preludes`).
private let corePrelude = Prelude(preludeSource, name: "<prelude>")
private let foundationPreludes = [Prelude(timerPreludeSource, name: "<timer>"), Prelude(foundationPreludeSource, name: "<foundation>"),
                                  Prelude(userDefaultsPreludeSource, name: "<user-defaults>"), Prelude(characterSetPreludeSource, name: "<character-set>")]

extension Prelude {
    /// Parses the core prelude now (once per process), for the thread that prepares it while the
    /// command line is read (`CorePreludeThread`): every session declares it.
    package static func prepareCorePrelude() { _ = corePrelude.tree }
}

extension Interpreter {
    /// Every prelude, in the order a session declares them.
    package var preludes: [Prelude] { [corePrelude] + library.preludes + foundationPreludes }

    /// Whether `type` is the core prelude's own declaration, not a learner's type of the same name.
    package func isCorePreludeDeclaration(_ type: TypeDeclaration) -> Bool {
        type.declaration?.root.id == Syntax(corePrelude.tree.tree).id
    }

    package func isPreludeType(_ name: String) -> Bool {
        corePrelude.typeNames.contains(name) || foundationPreludes.contains { $0.typeNames.contains(name) }
            || library.preludes.contains { $0.typeNames.contains(name) }
    }

    /// Declares the preludes a session starts with, and leaves the others for the type table to
    /// declare when code first names one of their types.
    package func installPrelude() {
        CorePreludeThread.join()
        types.declarePrelude = { [unowned self] in self.install($0) }
        for prelude in preludes {
            if prelude === corePrelude || prelude.installsAtStart { install(prelude) } else { types.awaitNames(of: prelude) }
        }
    }

    /// Declares a prelude's declarations, except a type the learner has declared already under the
    /// same name (theirs replaces the prelude's, as when the prelude was declared first).
    private func install(_ prelude: Prelude) {
        let parsed = prelude.tree
        register(parsed.tree, name: prelude.name, converter: parsed.converter)
        for item in parsed.tree.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let name = declaredTypeName(decl), types.isDeclared(name) { continue }
            try? declare(decl, in: globals)
        }
    }

    private func declaredTypeName(_ decl: DeclSyntax) -> String? {
        decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
            ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ProtocolDeclSyntax.self)?.name.text
            ?? decl.as(TypeAliasDeclSyntax.self)?.name.text
    }
}
