import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `FlowLayout(spacing: 4) { … }`: the learner's layout made from the arguments before the closure.
    func learnerLayoutContainer(_ type: TypeDeclaration, _ args: [Argument], at node: Syntax) throws -> Value {
        let settings = Array(args.dropLast())
        guard case .function(let content)? = args.last?.value.unboxed else {
            throw error(.layoutTakesViews, type.name, at: node)
        }
        let layout = try construct(type, settings, at: node)
        let value = LayoutValue(kind: .custom(try customLayout(layout, type, at: node)), typeName: typeName(of: layout),
                                label: callLabel(type.name, settings))
        return try layoutContainer(value, content, at: node)
    }

    /// The layout engine's view of a learner's layout: its methods, called back with proxies for
    /// the subviews and the cache.
    func customLayout(_ layout: Value, _ type: TypeDeclaration, at node: Syntax) throws -> CustomLayout {
        // The cache lives as long as the container, whatever size it is given (spec §2.2 R14); in
        // the update cycle, as long as the container's node, where a layout built again takes it
        // over and updates it before its first call (`updateCache`, by default `makeCache` again).
        let cache = LayoutCacheBox()
        let cacheBinding = Value.binding(BindingValue(get: { cache.value }, set: { cache.value = $0 }))
        // The box is the closure's argument, not captured: the box holds the closure.
        cache.make = { [unowned self] box, proxies in
            if let previous = box.previous {
                // Taken over: the earlier layout's cache, made if no layout has asked for it yet,
                // then updated (SwiftUI's default `updateCache` makes it again).
                try previous.ensureMade(proxies)
                box.value = previous.value
                if type.methods["updateCache"] != nil {
                    let binding = Value.binding(BindingValue(get: { [unowned box] in box.value }, set: { [unowned box] in box.value = $0 }))
                    _ = try callLayoutMethod("updateCache", of: layout, type,
                                             [Argument(label: nil, value: binding), Argument(label: "subviews", value: proxies)], at: node)
                    return
                }
            }
            if type.methods["makeCache"] != nil {
                box.value = try callLayoutMethod("makeCache", of: layout, type, [Argument(label: "subviews", value: proxies)], at: node)
            }
        }
        func arguments(_ subviews: any LayoutSubviewsAccess) throws -> [Argument] {
            let proxies = Value.array((0..<subviews.count).map { .swiftUI(.layoutSubview(LayoutSubviewProxy(subviews: subviews, index: $0))) })
            try cache.ensureMade(proxies)
            return [Argument(label: "subviews", value: proxies), Argument(label: "cache", value: cacheBinding)]
        }
        return CustomLayout(name: type.name, stackOrientation: try stackOrientation(of: type, at: node),
                            sizeThatFits: { [unowned self] proposal, subviews in
            self.budget.restartClock()
            let answer = try self.callLayoutMethod("sizeThatFits", of: layout, type,
                                                   [Argument(label: "proposal", value: proposal.interpreted)] + arguments(subviews), at: node)
            guard let size = Size(interpreted: answer) else {
                throw self.error(.layoutSizeThatFitsResult, type.name, self.typeName(of: answer), at: node)
            }
            return size
        }, placeSubviews: { [unowned self] bounds, proposal, subviews in
            self.budget.restartClock()
            _ = try self.callLayoutMethod("placeSubviews", of: layout, type,
                                          [Argument(label: "in", value: bounds.interpreted), Argument(label: "proposal", value: proposal.interpreted)]
                                          + arguments(subviews), at: node)
        }, explicitAlignment: type.methods["explicitAlignment"] == nil ? nil : { [unowned self] key, bounds, proposal, subviews in
            // One overload per axis: `of guide: HorizontalAlignment` or `VerticalAlignment`.
            let axisType = key.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
            guard let method = type.methods["explicitAlignment"]?.first(where: {
                $0.userFunction?.parameters.first.flatMap { $0.type.map { self.sourceText($0) } } == axisType
            }) else { return nil }
            self.budget.restartClock()
            let answer = try self.call(method, [Argument(label: "of", value: .swiftUI(.alignmentKey(key))), Argument(label: "in", value: bounds.interpreted),
                                                Argument(label: "proposal", value: proposal.interpreted)] + arguments(subviews),
                                       at: node, selfRef: Ref(layout), selfType: type.name)
            return answer.unboxed.isNil ? nil : number(answer)
        }, spacing: type.methods["spacing"] == nil ? nil : { [unowned self] subviews in
            self.budget.restartClock()
            let answer = try self.callLayoutMethod("spacing", of: layout, type, try arguments(subviews), at: node)
            guard case .swiftUI(.viewSpacing(let spacing)) = answer.unboxed else {
                throw self.error(.layoutSpacingResult, type.name, self.typeName(of: answer), at: node)
            }
            return spacing
        }, cache: cache, continueCache: { previous in
            guard let previous = previous as? LayoutCacheBox, previous !== cache, !cache.isMade else { return }
            cache.previous = previous
        })
    }

    /// `static var layoutProperties`'s `stackOrientation`, vertical when the layout declares none.
    private func stackOrientation(of type: TypeDeclaration, at node: Syntax) throws -> Axis? {
        guard type.staticComputed["layoutProperties"] != nil || type.staticStored["layoutProperties"] != nil,
              case .instance(let properties)? = try staticMember(of: type.name, "layoutProperties", at: node, hint: .none, allowMissing: true)?.unboxed
        else { return .vertical }
        switch properties.fields["stackOrientation"]?.unboxed {
        case .implicitMember("horizontal", nil)?: return .horizontal
        case .implicitMember("vertical", nil)?: return .vertical
        default: return nil
        }
    }

    private func callLayoutMethod(_ name: String, of layout: Value, _ type: TypeDeclaration, _ args: [Argument],
                                  at node: Syntax) throws -> Value {
        guard let method = type.methods[name]?.first else {
            throw error(.layoutMissingMethod, type.name, name, at: node)
        }
        return try call(method, args, at: node, selfRef: Ref(layout), selfType: type.name)
    }

    /// `flow.swift:41`: where the learner's layout made a call, for the trace.
    private func sourceLine(_ node: Syntax) -> String {
        let place = location(of: node)
        return "\(place.file):\(place.position.line)"
    }

    /// A `ProposedViewSize` argument, written as a value or as `.unspecified`, `.zero`, `.infinity`.
    private func proposal(_ value: Value, at node: Syntax) throws -> ProposedViewSize? {
        ProposedViewSize(interpreted: try coerce(value.unboxed, toTypeNamed: "ProposedViewSize", at: node))
    }

    /// `subview.priority`, `subview.spacing`.
    func layoutSubviewProperty(_ proxy: LayoutSubviewProxy, _ name: String) -> Value? {
        switch name {
        case "priority": .double(proxy.subviews.priority(proxy.index))
        case "spacing": (try? proxy.subviews.spacing(proxy.index)).map { .swiftUI(.viewSpacing($0)) }
        default: nil
        }
    }

    /// `ViewSpacing`'s methods: `distance(to:along:)`, `union(_:edges:)` and the mutating
    /// `formUnion(_:edges:)`, which changes `target`.
    func viewSpacingMethod(_ spacing: ViewSpacing, _ name: String, _ args: [Argument], target: inout Value, at node: Syntax) throws -> Value? {
        func other() throws -> ViewSpacing {
            guard case .swiftUI(.viewSpacing(let other))? = args.first?.value.unboxed else {
                throw error(.viewSpacingOther, name, name == "distance" ? ", along: .horizontal" : "", at: node)
            }
            return other
        }
        func edges() throws -> EdgeSet {
            guard let written = args.first(where: { $0.label == "edges" })?.value else { return .all }
            guard let set = toEdgeSet(written) else { throw error(.viewSpacingEdges, at: node) }
            return set
        }
        switch name {
        case "distance":
            guard case .implicitMember(let axisName, nil)? = args.first(where: { $0.label == "along" })?.value.unboxed,
                  let axis: Axis = axisName == "horizontal" ? .horizontal : axisName == "vertical" ? .vertical : nil else {
                throw error(.viewSpacingDistance, at: node)
            }
            return .double(spacing.distance(to: try other(), along: axis))
        case "union":
            return .swiftUI(.viewSpacing(spacing.union(try other(), edges: try edges())))
        case "formUnion":
            target = .swiftUI(.viewSpacing(spacing.union(try other(), edges: try edges())))
            return .void
        default:
            return nil
        }
    }

    /// `subview.sizeThatFits(_:)`, `subview.dimensions(in:)`, `subview.place(at:anchor:proposal:)`.
    func layoutSubviewMethod(_ s: SwiftUIValue, _ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        switch (s, name) {
        case (.layoutSubview(let proxy), "sizeThatFits"):
            guard args.count == 1, let proposal = try proposal(args[0].value, at: node) else {
                throw error(.subviewSizeThatFits, at: node)
            }
            return try proxy.subviews.sizeThatFits(proxy.index, proposal, source: sourceLine(node)).interpreted
        case (.layoutSubview(let proxy), "dimensions"):
            guard args.count == 1, args[0].label == "in", let proposal = try proposal(args[0].value, at: node) else {
                throw error(.subviewDimensions, at: node)
            }
            return .swiftUI(.viewDimensions(try proxy.subviews.dimensions(proxy.index, proposal, source: sourceLine(node))))
        case (.layoutSubview(let proxy), "place"):
            var at: Point?, anchor = UnitPoint(x: 0, y: 0), proposal: ProposedViewSize?
            for a in args {
                switch a.label {
                case "at": at = Point(interpreted: try coerce(a.value.unboxed, toTypeNamed: "CGPoint", at: node))
                case "anchor": if let p = toUnitPoint(a.value) { anchor = p } else { at = nil }
                case "proposal": proposal = try self.proposal(a.value, at: node)
                default: at = nil
                }
            }
            guard let at, let proposal else {
                throw error(.subviewPlace, at: node)
            }
            try proxy.subviews.place(proxy.index, at: at, anchor: anchor, proposal: proposal, source: sourceLine(node))
            return .void
        default:
            return nil
        }
    }
}

/// A learner's layout's cache: its value, made the first time the layout is asked anything. A
/// layout built again for the same node takes over the cache of the one before (`previous`) and
/// updates it then; the one before is made first if no layout asked it (viewlab lays out only when
/// a command needs it, where SwiftUI lays out every frame).
final class LayoutCacheBox {
    var value: Value = .void
    private(set) var isMade = false
    var previous: LayoutCacheBox?
    var make: ((LayoutCacheBox, Value) throws -> Void)?

    func ensureMade(_ proxies: Value) throws {
        guard !isMade else { return }
        try make?(self, proxies)
        isMade = true
        previous = nil
    }
}
