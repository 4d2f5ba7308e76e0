import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {

    /// An implicit member where the declared type is a SwiftUI type: `let c: Color = .red` is `Color.red`.
    func resolveSwiftUIImplicit(_ member: String, _ args: [Argument]?, as type: String, at node: some SyntaxProtocol) throws -> Value? {
        if type == "Color" { return toColor(.implicitMember(member, args)).map { .view(.color($0)) } }
        return try staticSwiftUIMember(type, member, args, at: Syntax(node))
    }

    /// `Color.red`, `Font.title`, `Double.pi`, `HorizontalAlignment.leading`, `Angle.degrees(30)`.
    func staticSwiftUIMember(_ type: String, _ name: String, _ args: [Argument]?, at node: Syntax) throws -> Value? {
        if let v = try drawingStaticMember(type, name, args, at: node) { return v }
        let implicit = Value.implicitMember(name, args)
        switch type {
        case "Color" where args == nil && swiftUIColorNames.contains(name): return .view(.color(ColorValue(name)))
        case "ContentUnavailableView" where name == "search":
            // `ContentUnavailableView.search`, `.search(text:)`: the view, as the implicit member makes it.
            return try constructEvaluated("ContentUnavailableView", [Argument(label: nil, value: implicit)], at: node)
        case "Font": return toFont(implicit).map { .swiftUI(.font($0)) }
        case "ViewSpacing" where name == "zero" && args == nil: return .swiftUI(.viewSpacing(.zero))
        case "Alignment": return toAlignment(implicit).map { .swiftUI(.alignment($0)) }
        case "HorizontalAlignment": return toAlignmentKey(implicit, axis: .horizontal).map { .swiftUI(.alignmentKey($0)) }
        case "VerticalAlignment": return toAlignmentKey(implicit, axis: .vertical).map { .swiftUI(.alignmentKey($0)) }
        case "Angle": return toAngle(implicit).map { .swiftUI(.angle($0)) }
        case "UnitPoint": return toUnitPoint(implicit).map { .swiftUI(.unitPoint($0)) }
        case "Edge.Set", "Edge": return toEdgeSet(implicit).map { .swiftUI(.edgeSet($0)) }
        case _ where name == "random" && ["Double", "CGFloat", "Float", "Int"].contains(type):
            return try randomNumber(type, args, at: node)
        // `UInt32.random(in: 0...10)`: a sized integer is an Int in its range here.
        case _ where name == "random" && Interpreter.sizedIntegerRanges[type] != nil:
            return try randomNumber("Int", args, at: node)
        case "Double", "CGFloat", "Float", "TimeInterval":
            // `CGFloat.maximum(a, b)`: the larger (smaller) of two numbers, as `max` does.
            if ["maximum", "minimum"].contains(name), let args, args.count == 2, let a = number(args[0].value), let b = number(args[1].value) {
                return .double(name == "maximum" ? Swift.max(a, b) : Swift.min(a, b))
            }
            return doubleConstant(name).map { .double($0) }
        case "Int":
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            default: return nil
            }
        case _ where Interpreter.sizedIntegerRanges[type] != nil:
            let range = Interpreter.sizedIntegerRanges[type]!
            switch name {
            case "max": return .int(range.upperBound)
            case "min": return .int(range.lowerBound)
            default: return nil
            }
        case "Bool" where name == "random":
            // Deterministic, so that a script prints the same every run.
            return args == nil ? .function(Callable(name: "random", kind: .builtin { _ in .bool(true) })) : .bool(true)
        case "AnyTransition" where transition(named: name, args) != nil:
            let identity = name == "modifier" ? args?.first { $0.label == "identity" }?.value : nil
            return .swiftUI(.transition(transition(named: name, args)!, identity: identity))
        case "Animation" where animationCall(name, args) != nil:
            return .swiftUI(.animation(AnimationExpression(calls: [animationCall(name, args)!])))
        case "Animation", "AnyTransition":
            let description = "." + name + (args.map { "(" + $0.map { ($0.label.map { $0 + ": " } ?? "") + describe($0.value) }.joined(separator: ", ") + ")" } ?? "")
            return .swiftUI(.named(type: type, description: description))
        case "Binding" where name == "constant":
            guard let v = args?.first?.value else { return nil }
            return .binding(BindingValue(get: { v }, set: { _ in }))
        case "ContentMode": return name == "fit" ? .swiftUI(.contentMode(.fit)) : name == "fill" ? .swiftUI(.contentMode(.fill)) : nil
        default: return nil
        }
    }

    func swiftUIStaticNames(_ type: String) -> [String] {
        switch type {
        case "Color": Array(swiftUIColorNames)
        case "Font": TextStyle.allCases.map(\.rawValue) + ["system", "custom"]
        case "Alignment": Array(Alignment.named.keys)
        default: []
        }
    }

    func swiftUIProperty(_ s: SwiftUIValue, _ name: String) -> Value? {
        switch (s, name) {
        case (.angle(let a), "degrees"): .double(a.degrees)
        case (.angle(let a), "radians"): .double(a.radians)
        case (.alignment(let a), "horizontal"): .swiftUI(.alignmentKey(a.horizontal))
        case (.alignment(let a), "vertical"): .swiftUI(.alignmentKey(a.vertical))
        case (.viewDimensions(let d), "width"): .double(d.width)
        case (.viewDimensions(let d), "height"): .double(d.height)
        case (.geometryProxy(let proxy), _): geometryProxyProperty(proxy, name)
        case (.unitPoint(let p), "x"): .double(p.x)
        case (.unitPoint(let p), "y"): .double(p.y)
        case (.edgeInsets(let e), "top"): .double(e.top)
        case (.edgeInsets(let e), "leading"): .double(e.leading)
        case (.edgeInsets(let e), "bottom"): .double(e.bottom)
        case (.edgeInsets(let e), "trailing"): .double(e.trailing)
        case (.layoutSubview(let proxy), _): layoutSubviewProperty(proxy, name)
        default: nil
        }
    }

    func swiftUIMethod(_ s: SwiftUIValue, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        if let v = try layoutSubviewMethod(s, name, args, at: node) { return v }
        if case .geometryProxy(let proxy) = s { return try geometryProxyMethod(proxy, name, args, at: node) }
        if case .canvasSymbol(let symbol) = s { return try resolvedSymbolMember(symbol, name, at: node) }
        switch s {
        case .font(var f):
            switch name {
            case "weight":
                guard case .implicitMember(let w, nil)? = args.first?.value else { return nil }
                f.weight = w
            case "bold": f.weight = "bold"
            case "italic", "monospaced", "monospacedDigit", "smallCaps", "leading", "width": break
            default: return nil
            }
            return .swiftUI(.font(f))
        case .transition(let t, _, _):
            return transitionMethod(t, name, args)
        case .animation(let a):
            // `.delay(0.2)`, `.speed(2)`, `.repeatCount(3)`: the engine checks the names and values.
            return animationCall(name, args).map { .swiftUI(.animation(a.chained($0))) }
        case .formatStyle(let f):
            return try formatStyleMethod(f, name, args, at: node)
        case .gradient:
            throw unsupported(.gradientMember(name), at: node)
        case .named(let type, let description) where type == "Animation" || type == "AnyTransition":
            let rendered = args.map { ($0.label.map { $0 + ": " } ?? "") + describe($0.value) }.joined(separator: ", ")
            return .swiftUI(.named(type: type, description: "\(description).\(name)(\(rendered))"))
        default:
            return nil
        }
    }

    /// `viewDimensions[.top]`, `d[HorizontalAlignment.center]`.
    func dimensionsSubscript(_ d: ViewDimensions, _ key: Value, at node: some SyntaxProtocol) throws -> Value {
        let k = toAlignmentKey(key, axis: .horizontal) ?? toAlignmentKey(key, axis: .vertical)
        guard let k else { throw error(.viewDimensionsSubscript, at: node) }
        return .double(try d.value(of: k))
    }
}
