import SwiftSyntax

/// The core prelude's geometry types whose initializers `nativeGeometry` runs natively.
package enum PreludeGeometry: String {
    case point = "CGPoint", size = "CGSize", rect = "CGRect"
}

extension Interpreter {
    /// The core prelude's `CGPoint(x:y:)`, `CGSize(width:height:)`, `CGRect(x:y:width:height:)` and
    /// `CGRect(origin:size:)`, made field by field rather than by running their Swift. A Canvas that
    /// draws a shape per particle makes a rectangle per particle a frame (Pro SwiftUI L3133–3210's
    /// snow, 600 frames in `render --at 10`), and `CGRect`'s initializer made its point and size by
    /// their own initializers in turn: half the replay's time. The instance is the one those
    /// initializers make: the fields in declaration order, the `CGFloat` arguments as Doubles. nil for
    /// anything else (another type, a learner's own `CGRect`, other labels or values), which takes
    /// the general path.
    func nativeGeometry(_ type: TypeDeclaration, _ args: [Argument]) -> Value? {
        guard let geometry = constructionPlan(of: type).geometry, Self.isNative(geometry, args.count, label: { args[$0].label }) else { return nil }
        return nativeInstance(geometry, type, args.count) { args[$0].value }
    }

    /// `nativeGeometry` at a site that kept the type (`construct(_:_:kept:)`), as a drawing loop's
    /// `CGRect(x: p.x, y: p.y, width: 4, height: 4)` is: the arguments evaluated with no argument list
    /// made. nil, with nothing evaluated, when the labels are not a native initializer's; when a value
    /// is not one it takes, the general construction with the values evaluated.
    func nativeGeometry(_ type: TypeDeclaration, _ pending: [PendingArgument], hints: [Hint], at node: Syntax,
                        in scope: Scope) throws -> Value? {
        guard let geometry = constructionPlan(of: type).geometry, !pending.contains(where: { $0.isTrailingClosure || $0.isInout }),
              Self.isNative(geometry, pending.count, label: { pending[$0].label }) else { return nil }
        let values = try pending.indices.map { try pending[$0].operand.evaluate(self, scope, hint: hints[$0]) }
        if let made = nativeInstance(geometry, type, values.count, { values[$0] }) { return made }
        return try construct(type, pending, evaluated: values, at: node)
    }

    /// The general construction of `type` with its arguments' values already evaluated (in order).
    func construct(_ type: TypeDeclaration, _ pending: [PendingArgument], evaluated values: [Value], at node: Syntax) throws -> Value {
        try construct(type, zip(pending, values).map { Argument(label: $0.label, value: $1, syntax: $0.syntax) }, at: node)
    }

    /// Whether the labels are those of an initializer `nativeGeometry` runs.
    private static func isNative(_ geometry: PreludeGeometry, _ count: Int, label: (Int) -> String?) -> Bool {
        switch (geometry, count) {
        case (.point, 2): label(0) == "x" && label(1) == "y"
        case (.size, 2): label(0) == "width" && label(1) == "height"
        case (.rect, 2): label(0) == "origin" && label(1) == "size"
        case (.rect, 4): label(0) == "x" && label(1) == "y" && label(2) == "width" && label(3) == "height"
        default: false
        }
    }

    /// The instance made of `count` values whose labels `isNative` accepted; nil when a value is not
    /// a number, or for `CGRect(origin:size:)` not the prelude's point and size.
    private func nativeInstance(_ geometry: PreludeGeometry, _ type: TypeDeclaration, _ count: Int, _ value: (Int) -> Value) -> Value? {
        switch (geometry, count) {
        case (.point, _), (.size, _): return numbers(type, value(0), value(1))
        case (_, 2):
            let origin = value(0), size = value(1)
            guard isPrelude(origin, .point), isPrelude(size, .size) else { return nil }
            return instance(type, origin.unboxed, size.unboxed)
        default:
            guard let point = types["CGPoint"], let size = types["CGSize"],
                  constructionPlan(of: point).geometry == .point, constructionPlan(of: size).geometry == .size,
                  let origin = numbers(point, value(0), value(1)), let extent = numbers(size, value(2), value(3)) else { return nil }
            return instance(type, origin, extent)
        }
    }

    /// An instance of a two-field `type` made of two numbers.
    private func numbers(_ type: TypeDeclaration, _ first: Value, _ second: Value) -> Value? {
        guard let x = number(first), let y = number(second) else { return nil }
        return instance(type, .double(x), .double(y))
    }

    /// The prelude declares each of these types' two stored properties in the order of its initializers' parameters.
    private func instance(_ type: TypeDeclaration, _ first: Value, _ second: Value) -> Value {
        .instance(Instance(typeName: type.name, fields: Fields(names: type.storedNames, values: [first, second])))
    }

    private func isPrelude(_ value: Value, _ geometry: PreludeGeometry) -> Bool {
        guard case .instance(let i) = value.unboxed, i.typeName == geometry.rawValue, let type = types[i.typeName] else { return false }
        return constructionPlan(of: type).geometry == geometry
    }
}
