import ViewlabModel

/// A Model value as learner code sees it: the Prelude's struct of the same SwiftUI name (`CGSize`,
/// `CGRect`, `ProposedViewSize`). Geometry crosses between the interpreter and the layout engine
/// only through these conversions, so each type's fields are spelled in one place besides the Prelude.
package protocol Interpreted {
    /// The type learner code names.
    static var interpretedTypeName: String { get }
    /// The value as an instance of that type.
    var interpreted: Value { get }
    /// The Model value of an instance of that type; nil for any other value.
    init?(interpreted value: Value)
}

extension Interpreted {
    /// The fields of an instance of this type, read through property-wrapper storage.
    package static func fields(of value: Value) -> Fields? {
        guard case .instance(let i) = value.unboxed, i.typeName == interpretedTypeName else { return nil }
        return i.fields
    }

    package static func instance(_ fields: [(String, Value)]) -> Value {
        .instance(Instance(typeName: interpretedTypeName, fields: fields))
    }
}

extension Size: Interpreted {
    package static var interpretedTypeName: String { "CGSize" }
    package var interpreted: Value { Self.instance([("width", .double(width)), ("height", .double(height))]) }
    package init?(interpreted value: Value) {
        guard let (w, h) = Self.fields(of: value)?.numbers("width", "height") else { return nil }
        self.init(width: w, height: h)
    }
}

extension Point: Interpreted {
    package static var interpretedTypeName: String { "CGPoint" }
    package var interpreted: Value { Self.instance([("x", .double(x)), ("y", .double(y))]) }
    package init?(interpreted value: Value) {
        guard let (x, y) = Self.fields(of: value)?.numbers("x", "y") else { return nil }
        self.init(x: x, y: y)
    }
}

extension Rect: Interpreted {
    package static var interpretedTypeName: String { "CGRect" }
    package var interpreted: Value { Self.instance([("origin", origin.interpreted), ("size", size.interpreted)]) }
    package init?(interpreted value: Value) {
        guard let (o, s) = Self.fields(of: value)?.pair("origin", "size"), let origin = Point(interpreted: o),
              let size = Size(interpreted: s) else { return nil }
        self.init(origin: origin, size: size)
    }
}

extension ProposedViewSize: Interpreted {
    package static var interpretedTypeName: String { "ProposedViewSize" }
    /// An unspecified dimension is `nil`, as SwiftUI's `CGFloat?`.
    package var interpreted: Value {
        Self.instance([("width", width.map { .double($0) } ?? .nilValue), ("height", height.map { .double($0) } ?? .nilValue)])
    }
    package init?(interpreted value: Value) {
        guard let f = Self.fields(of: value), let w = f["width"], let h = f["height"] else { return nil }
        func dimension(_ v: Value) -> Double?? { v.unboxed.isNil ? .some(nil) : number(v).map { .some($0) } }
        guard let width = dimension(w), let height = dimension(h) else { return nil }
        self.init(width: width, height: height)
    }
}
