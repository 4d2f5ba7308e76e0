import SwiftSyntax
import ViewlabModel

/// SwiftUI's colour names (`Color.teal`, `.red`).
package let swiftUIColorNames: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
    "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
]

/// SwiftUI's materials (`Material`), which viewlab draws as their light-mode tint (NamedColors).
package let swiftUIMaterialNames: Set<String> = [
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
]

package func swiftUIDescription(_ s: SwiftUIValue) -> String {
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

/// The type name of a SwiftUI value, `typeName(of:)`'s: matched where it is, since binding the value
/// would copy it whole (a graphics context's state), and each method called on one asks (`ctx.fill`
/// for every shape a Canvas replay draws). nil for any other value.
package func swiftUITypeName(of value: Value) -> String? {
    switch value {
    case .swiftUI(.font): "Font"
    case .swiftUI(.alignment): "Alignment"
    case .swiftUI(.alignmentKey(let k)): k.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
    case .swiftUI(.angle): "Angle"
    case .swiftUI(.unitPoint): "UnitPoint"
    case .swiftUI(.edgeSet): "Edge.Set"
    case .swiftUI(.edgeInsets): "EdgeInsets"
    case .swiftUI(.gridItem): "GridItem"
    case .swiftUI(.axisSet): "Axis.Set"
    case .swiftUI(.contentMode): "ContentMode"
    case .swiftUI(.viewDimensions): "ViewDimensions"
    case .swiftUI(.geometryProxy): "GeometryProxy"
    case .swiftUI(.transition(_, let typeName, _)): typeName
    case .swiftUI(.animation): "Animation"
    case .swiftUI(.formatStyle(let f)): f.typeName
    case .swiftUI(.gradient): "AnyGradient"
    case .swiftUI(.path): "Path"
    case .swiftUI(.strokeStyle): "StrokeStyle"
    case .swiftUI(.fillStyle): "FillStyle"
    case .swiftUI(.gradientStops): "Gradient"
    case .swiftUI(.gradientStop): "Gradient.Stop"
    case .swiftUI(.layoutSubview): "LayoutSubview"
    case .swiftUI(.viewSpacing): "ViewSpacing"
    case .swiftUI(.layout(let l)): l.typeName
    case .swiftUI(.graphicsContext): "GraphicsContext"
    case .swiftUI(.canvasSymbol(let s)): s.typeName
    case .swiftUI(.anchor(_, let point)): point == nil ? "Anchor<CGRect>" : "Anchor<CGPoint>"
    case .swiftUI(.named(let type, _)): type
    default: nil
    }
}

extension Interpreter {
    // MARK: Conversions used by views and modifiers

    package func toDouble(_ v: Value) -> Double? {
        switch v.unboxed {
        case .int(let i): Double(i)
        case .double(let d): d
        case .implicitMember(let name, nil): doubleConstant(name)
        default: nil
        }
    }

    package func toColor(_ v: Value) -> ColorValue? {
        switch v.unboxed {
        case .view(.color(let c)): c
        case .swiftUI(.gradient(let c)): c
        case .implicitMember(let name, nil) where swiftUIColorNames.contains(name) || swiftUIMaterialNames.contains(name): ColorValue(name)
        case .implicitMember(let name, nil): learnerStatic("Color", name).flatMap(toColor)
        default: nil
        }
    }

    package func toFont(_ v: Value) -> Font? {
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

    package func toAlignment(_ v: Value) -> Alignment? {
        switch v.unboxed {
        case .swiftUI(.alignment(let a)): a
        case .implicitMember(let name, nil): Alignment.named[name]
        default: nil
        }
    }

    package func toAlignmentKey(_ v: Value, axis: Axis) -> AlignmentKey? {
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

    package func toEdgeSet(_ v: Value) -> EdgeSet? {
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

    package func toAngle(_ v: Value) -> Angle? {
        switch v.unboxed {
        case .swiftUI(.angle(let a)): return a
        case .implicitMember("zero", nil): return Angle(radians: 0)
        case .implicitMember(let name, let args?) where name == "degrees" || name == "radians":
            guard let x = args.first.flatMap({ toDouble($0.value) }) else { return nil }
            return name == "degrees" ? Angle(degrees: x) : Angle(radians: x)
        default: return nil
        }
    }

    package func toUnitPoint(_ v: Value) -> UnitPoint? {
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

    package func toEdgeInsets(_ v: Value) -> EdgeInsets? {
        switch v.unboxed {
        case .swiftUI(.edgeInsets(let e)): return e
        case .instance(let i) where i.typeName == "EdgeInsets":
            func f(_ k: String) -> Double { i.fields[k].flatMap(toDouble) ?? 0 }
            return EdgeInsets(top: f("top"), leading: f("leading"), bottom: f("bottom"), trailing: f("trailing"))
        default: return nil
        }
    }

    package func toGridItem(_ v: Value) -> GridItem? {
        if case .swiftUI(.gridItem(let g)) = v.unboxed { return g }
        return nil
    }

    /// `.flexible(minimum: 60)`, `.fixed(100)`, `.adaptive(minimum: 50)`: a grid item's size.
    package func toGridSize(_ v: Value) -> GridItem.Size? {
        guard case .implicitMember(let name, let args) = v.unboxed else { return nil }
        func arg(_ label: String?) -> Double? { args?.first { $0.label == label }.flatMap { toDouble($0.value) } }
        switch name {
        case "fixed": return arg(nil).map { .fixed($0) }
        case "flexible": return .flexible(minimum: arg("minimum") ?? 10, maximum: arg("maximum") ?? .infinity)
        case "adaptive": return arg("minimum").map { .adaptive(minimum: $0, maximum: arg("maximum") ?? .infinity) }
        default: return nil
        }
    }

    /// `.xxLarge`, `DynamicTypeSize.xxLarge`.
    package func dynamicTypeSize(_ v: Value) -> DynamicTypeSize? {
        switch v.unboxed {
        case .enumCase(let c) where c.typeName == "DynamicTypeSize": DynamicTypeSize(rawValue: c.name)
        case .implicitMember(let name, nil): DynamicTypeSize(rawValue: name)
        default: nil
        }
    }

    /// A static property a learner declared on a SwiftUI type (`extension Color { static let brand = … }`).
    package func learnerStatic(_ type: String, _ name: String) -> Value? {
        guard let t = types[type], t.staticStored[name] != nil || t.staticComputed[name] != nil else { return nil }
        return try? staticMember(of: type, name, at: currentNode, hint: .none, allowMissing: true)
    }
}
