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
        guard let geometry = constructionPlan(of: type).geometry else { return nil }
        switch geometry {
        case .point: return numbers(type, args[...], labels: "x", "y")
        case .size: return numbers(type, args[...], labels: "width", "height")
        case .rect:
            if args.count == 2 {
                guard args[0].label == "origin", args[1].label == "size", isPrelude(args[0].value, .point), isPrelude(args[1].value, .size) else { return nil }
                return instance(type, args[0].value.unboxed, args[1].value.unboxed)
            }
            guard args.count == 4, let point = types["CGPoint"], let size = types["CGSize"],
                  constructionPlan(of: point).geometry == .point, constructionPlan(of: size).geometry == .size,
                  let origin = numbers(point, args[0..<2], labels: "x", "y"),
                  let extent = numbers(size, args[2..<4], labels: "width", "height") else { return nil }
            return instance(type, origin, extent)
        }
    }

    /// An instance of a two-field `type` made of the two numbers passed as `labels`.
    private func numbers(_ type: TypeDeclaration, _ args: ArraySlice<Argument>, labels first: String, _ second: String) -> Value? {
        // Read by index, where `first` and `last` would copy each argument whole.
        let a = args.startIndex, b = args.startIndex + 1
        guard args.count == 2, args[a].label == first, args[b].label == second,
              let x = number(args[a].value), let y = number(args[b].value) else { return nil }
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
