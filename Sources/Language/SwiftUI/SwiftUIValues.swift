import SwiftSyntax
import ViewlabModel

/// SwiftUI's colour names (`Color.teal`, `.red`).
let swiftUIColorNames: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
    "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
]

func swiftUIDescription(_ s: SwiftUIValue) -> String {
    switch s {
    case .font(let f): return f.description
    case .alignment(let a): return a.description
    case .alignmentKey(let k): return k.description
    case .angle(let a): return "Angle(radians: \(a.radians))"
    case .unitPoint(let p): return "UnitPoint(x: \(p.x), y: \(p.y))"
    case .edgeSet: return "Edge.Set"
    case .edgeInsets(let e): return "EdgeInsets(top: \(e.top), leading: \(e.leading), bottom: \(e.bottom), trailing: \(e.trailing))"
    case .gridItem: return "GridItem"
    case .axisSet: return "Axis.Set"
    case .contentMode(let m): return "." + m.rawValue
    case .viewDimensions(let d): return "ViewDimensions(width: \(d.width), height: \(d.height))"
    case .geometryProxy(let proxy): return "GeometryProxy(size: \(proxy.size))"
    case .transition(let t, _, _): return t.description
    case .animation(let a): return a.description
    case .formatStyle(let f): return f.source
    case .gradient: return "AnyGradient"
    case .path(let p): return pathDescription(p)
    case .strokeStyle(let s): return strokeStyleDescription(s)
    case .fillStyle(let evenOdd): return "FillStyle(eoFill: \(evenOdd), antialiased: true)"
    case .gradientStops(let stops): return "Gradient(stops: [" + stops.map(gradientStopDescription).joined(separator: ", ") + "])"
    case .gradientStop(let stop): return gradientStopDescription(stop)
    case .layoutSubview(let s): return "LayoutSubview(\(s.index))"
    case .viewSpacing: return "ViewSpacing"
    case .layout(let l): return l.label
    case .graphicsContext: return "GraphicsContext"
    case .canvasSymbol(let s): return s.isResolvedView ? s.typeName : "GraphicsContext.ResolvedSymbol(id: \(s.id))"
    case .anchor(_, let point): return point == nil ? "Anchor<CGRect>" : "Anchor<CGPoint>"
    case .named(_, let description): return description
    }
}

func swiftUITypeName(_ s: SwiftUIValue) -> String {
    switch s {
    case .font: "Font"
    case .alignment: "Alignment"
    case .alignmentKey(let k): k.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
    case .angle: "Angle"
    case .unitPoint: "UnitPoint"
    case .edgeSet: "Edge.Set"
    case .edgeInsets: "EdgeInsets"
    case .gridItem: "GridItem"
    case .axisSet: "Axis.Set"
    case .contentMode: "ContentMode"
    case .viewDimensions: "ViewDimensions"
    case .geometryProxy: "GeometryProxy"
    case .transition(_, let typeName, _): typeName
    case .animation: "Animation"
    case .formatStyle(let f): f.typeName
    case .gradient: "AnyGradient"
    case .path: "Path"
    case .strokeStyle: "StrokeStyle"
    case .fillStyle: "FillStyle"
    case .gradientStops: "Gradient"
    case .gradientStop: "Gradient.Stop"
    case .layoutSubview: "LayoutSubview"
    case .viewSpacing: "ViewSpacing"
    case .layout(let l): l.typeName
    case .graphicsContext: "GraphicsContext"
    case .canvasSymbol(let s): s.typeName
    case .anchor(_, let point): point == nil ? "Anchor<CGRect>" : "Anchor<CGPoint>"
    case .named(let type, _): type
    }
}

extension Interpreter {
    // MARK: Conversions used by views and modifiers

    func toDouble(_ v: Value) -> Double? {
        switch v.unboxed {
        case .int(let i): Double(i)
        case .double(let d): d
        case .implicitMember(let name, nil): doubleConstant(name)
        default: nil
        }
    }

    func toColor(_ v: Value) -> ColorValue? {
        switch v.unboxed {
        case .view(.color(let c)): c
        case .swiftUI(.gradient(let c)): c
        case .implicitMember(let name, nil) where swiftUIColorNames.contains(name): ColorValue(name)
        case .implicitMember(let name, nil): learnerStatic("Color", name).flatMap(toColor)
        default: nil
        }
    }

    func toFont(_ v: Value) -> Font? {
        switch v.unboxed {
        case .swiftUI(.font(let f)): return f
        case .implicitMember(let name, let args):
            if let style = TextStyle(rawValue: name), args == nil { return Font(.style(style)) }
            if name == "system", let size = args?.first.flatMap({ toDouble($0.value) }) { return Font(.system(size: size)) }
            if name == "custom", let size = args?.first(where: { $0.label == "size" }).flatMap({ toDouble($0.value) }) {
                return Font(.system(size: size))
            }
            return nil
        default: return nil
        }
    }

    func toAlignment(_ v: Value) -> Alignment? {
        switch v.unboxed {
        case .swiftUI(.alignment(let a)): a
        case .implicitMember(let name, nil): Alignment.named[name]
        default: nil
        }
    }

    func toAlignmentKey(_ v: Value, axis: Axis) -> AlignmentKey? {
        switch v.unboxed {
        case .swiftUI(.alignmentKey(let k)) where k.axis == axis: return k
        case .implicitMember(let name, nil):
            switch (axis, name) {
            case (.horizontal, "leading"): return .leading
            case (.horizontal, "center"): return .horizontalCenter
            case (.horizontal, "trailing"): return .trailing
            case (.vertical, "top"): return .top
            case (.vertical, "center"): return .verticalCenter
            case (.vertical, "bottom"): return .bottom
            case (.vertical, "firstTextBaseline"): return .firstTextBaseline
            case (.vertical, "lastTextBaseline"): return .lastTextBaseline
            default:
                // A learner's `extension HorizontalAlignment { static let menu = … }`.
                let owner = axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
                guard let declared = learnerStatic(owner, name) else { return nil }
                return toAlignmentKey(declared, axis: axis)
            }
        default: return nil
        }
    }

    func toEdgeSet(_ v: Value) -> EdgeSet? {
        switch v.unboxed {
        case .swiftUI(.edgeSet(let e)): return e
        case .implicitMember(let name, nil):
            switch name {
            case "top": return .top
            case "leading": return .leading
            case "bottom": return .bottom
            case "trailing": return .trailing
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            case "all": return .all
            default: return nil
            }
        case .array(let items):
            var set: EdgeSet = []
            for item in items { guard let e = toEdgeSet(item) else { return nil }; set.formUnion(e) }
            return set
        default: return nil
        }
    }

    func toAngle(_ v: Value) -> Angle? {
        switch v.unboxed {
        case .swiftUI(.angle(let a)): return a
        case .implicitMember("zero", nil): return Angle(radians: 0)
        case .implicitMember(let name, let args?) where name == "degrees" || name == "radians":
            guard let x = args.first.flatMap({ toDouble($0.value) }) else { return nil }
            return name == "degrees" ? Angle(degrees: x) : Angle(radians: x)
        default: return nil
        }
    }

    func toUnitPoint(_ v: Value) -> UnitPoint? {
        switch v.unboxed {
        case .swiftUI(.unitPoint(let p)): return p
        case .implicitMember(let name, nil):
            let table: [String: UnitPoint] = [
                "center": .center, "topLeading": .topLeading, "top": UnitPoint(x: 0.5, y: 0), "topTrailing": UnitPoint(x: 1, y: 0),
                "leading": UnitPoint(x: 0, y: 0.5), "trailing": UnitPoint(x: 1, y: 0.5), "bottomLeading": UnitPoint(x: 0, y: 1),
                "bottom": UnitPoint(x: 0.5, y: 1), "bottomTrailing": UnitPoint(x: 1, y: 1), "zero": UnitPoint(x: 0, y: 0),
            ]
            return table[name]
        default: return nil
        }
    }

    func toEdgeInsets(_ v: Value) -> EdgeInsets? {
        switch v.unboxed {
        case .swiftUI(.edgeInsets(let e)): return e
        case .instance(let i) where i.typeName == "EdgeInsets":
            func f(_ k: String) -> Double { i.fields[k].flatMap(toDouble) ?? 0 }
            return EdgeInsets(top: f("top"), leading: f("leading"), bottom: f("bottom"), trailing: f("trailing"))
        default: return nil
        }
    }

    func toGridItem(_ v: Value) -> GridItem? {
        if case .swiftUI(.gridItem(let g)) = v.unboxed { return g }
        return nil
    }

    /// `.flexible(minimum: 60)`, `.fixed(100)`, `.adaptive(minimum: 50)`: a grid item's size.
    func toGridSize(_ v: Value) -> GridItem.Size? {
        guard case .implicitMember(let name, let args) = v.unboxed else { return nil }
        func arg(_ label: String?) -> Double? { args?.first { $0.label == label }.flatMap { toDouble($0.value) } }
        switch name {
        case "fixed": return arg(nil).map { .fixed($0) }
        case "flexible": return .flexible(minimum: arg("minimum") ?? 10, maximum: arg("maximum") ?? .infinity)
        case "adaptive": return arg("minimum").map { .adaptive(minimum: $0, maximum: arg("maximum") ?? .infinity) }
        default: return nil
        }
    }

    /// A static property a learner declared on a SwiftUI type (`extension Color { static let brand = … }`).
    private func learnerStatic(_ type: String, _ name: String) -> Value? {
        guard let t = types[type], t.staticStored[name] != nil || t.staticComputed[name] != nil else { return nil }
        return try? staticMember(of: type, name, at: currentNode, hint: .none, allowMissing: true)
    }

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
