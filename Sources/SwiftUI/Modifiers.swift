import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    func applyModifier(_ name: String, to view: ViewValue, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        guard let spec = SwiftUICatalog.modifiers[name] else { throw unknownModifier(name, at: node) }
        var r = ArgumentReader(name, args, at: node, self)
        if let receiver = spec.receiver, let special = try receiverModifier(receiver, name, view, &r, args, at: node) {
            try r.finish()
            return special
        }
        var modifier: Modifier
        switch spec.build {
        case .padding:
            var insets = EdgeInsets(all: 16)
            let first = r.take(nil)
            if let e = first.flatMap(toEdgeInsets) {
                insets = e
            } else {
                var edges = EdgeSet.all
                var length: Double = 16 // not in source: the platform default the book leaves unnamed (B1544)
                if let f = first {
                    if let set = toEdgeSet(f) { edges = set; if let l = r.take(nil).flatMap(toDouble) { length = l } }
                    else if let l = toDouble(f) { length = l }
                }
                insets = EdgeInsets(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                                    bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
            }
            modifier = Modifier(kind: .padding(insets), typeName: "_PaddingLayout", name: name, arguments: argumentText(args))
        case .frame:
            let labels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            var values: [String: Double] = [:]
            var flexible = false
            for l in labels { if let v = r.take(l) { flexible = true; if let d = toDouble(v) { values[l] = d } } }
            let width = r.take("width").flatMap(toDouble), height = r.take("height").flatMap(toDouble)
            let alignment = r.take("alignment").flatMap(toAlignment) ?? .center
            if flexible && (width != nil || height != nil) {
                throw error(.frameArguments, at: node,
                            notes: [note(.twoFrames)])
            }
            if flexible {
                let f = FlexibleFrame(minWidth: values["minWidth"], idealWidth: values["idealWidth"], maxWidth: values["maxWidth"],
                                      minHeight: values["minHeight"], idealHeight: values["idealHeight"], maxHeight: values["maxHeight"],
                                      alignment: alignment)
                checkFrameOrder(f, at: node)
                modifier = Modifier(kind: .flexibleFrame(f), typeName: "_FlexFrameLayout", name: name, arguments: argumentText(args))
            } else {
                for (label, v) in [("width", width), ("height", height)] where v.map({ $0 < 0 || !$0.isFinite }) == true {
                    warn(.invalidFrame, label, formatNumber(v!), at: node)
                }
                let w = width.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }, h = height.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
                modifier = Modifier(kind: .frame(width: w, height: h, alignment: alignment), typeName: "_FrameLayout", name: name, arguments: argumentText(args))
            }
        case .fixedSize:
            let h = r.take("horizontal"), v = r.take("vertical")
            let horizontal = h.map { if case .bool(let b) = $0.unboxed { b } else { true } } ?? true
            let vertical = v.map { if case .bool(let b) = $0.unboxed { b } else { true } } ?? true
            modifier = Modifier(kind: .fixedSize(horizontal: horizontal, vertical: vertical), typeName: "_FixedSizeLayout", name: name, arguments: argumentText(args))
        case .aspectRatio(let fixedMode):
            var ratio: Double?
            var mode = fixedMode ?? .fit
            if fixedMode == nil {
                if let first = r.take(nil) {
                    if let d = toDouble(first) { ratio = d }
                    else if let size = Size(interpreted: first), size.height != 0 { ratio = size.width / size.height }
                    else if case .implicitMember(let m, nil) = first.unboxed, m == "fit" || m == "fill" {
                        // The book writes `.aspectRatio(.fit)` (B1858); Swift needs the label.
                        mode = m == "fit" ? .fit : .fill
                        warn(.aspectRatioByLabel, m, at: node)
                    }
                }
                if case .implicitMember(let m, nil)? = r.take("contentMode")?.unboxed { mode = m == "fill" ? .fill : .fit }
            }
            modifier = Modifier(kind: .aspectRatio(ratio: ratio, contentMode: mode), typeName: "_AspectRatioLayout", name: name, arguments: argumentText(args))
        case .offset:
            var x = r.take("x").flatMap(toDouble) ?? 0, y = r.take("y").flatMap(toDouble) ?? 0
            if case .instance(let i)? = r.take(nil)?.unboxed { x = i.fields["width"].flatMap(toDouble) ?? 0; y = i.fields["height"].flatMap(toDouble) ?? 0 }
            modifier = Modifier(kind: .offset(x: x, y: y), typeName: "_OffsetEffect", name: name, arguments: argumentText(args))
        case .position:
            var x = r.take("x").flatMap(toDouble) ?? 0, y = r.take("y").flatMap(toDouble) ?? 0
            if case .instance(let i)? = r.take(nil)?.unboxed { x = i.fields["x"].flatMap(toDouble) ?? 0; y = i.fields["y"].flatMap(toDouble) ?? 0 }
            modifier = Modifier(kind: .position(x: x, y: y), typeName: "_PositionLayout", name: name, arguments: argumentText(args))
        case .secondaryView(let placement):
            modifier = try secondaryModifier(placement, &r, args, at: node)
        case .safeAreaInset:
            modifier = try safeAreaInsetModifier(&r, args, at: node)
        case .border:
            let content = r.take(nil)
            guard let color = content.flatMap(toColor) else { throw error(.borderColor, at: node) }
            let width = r.take("width").flatMap(toDouble) ?? 1
            var border = ShapeValue(kind: .rectangle, typeName: "_ShapeView<_StrokedShape<Rectangle._Inset>, Color>",
                                    label: "Rectangle().strokeBorder(\(color), lineWidth: \(formatNumber(width)))")
            border.drawing.mode = .strokeBorder(paint(of: content), StrokeStyle(lineWidth: width))
            let stroke = ViewValue.shape(border)
            modifier = Modifier(kind: .overlay(stroke, alignment: .center), typeName: "_OverlayModifier<\(stroke.typeName)>", name: name, arguments: argumentText(args))
        case .environmentValue(let value):
            modifier = try environmentModifier(value, name, &r, args, at: node)
        case .environmentKeyPath(.transformEnvironment):
            modifier = try transformEnvironmentModifier(&r, args, at: node)
        case .environmentKeyPath(let build):
            let first = r.take(nil)
            if case .object(let object)? = first?.unboxed {
                // `.environmentObject(store)` and iOS 17's `.environment(model)`: an object found by its type
                // (`@EnvironmentObject`, `@Environment(Model.self)`), by the update cycle's views below.
                let valueType = build == .environment ? "Optional<\(object.typeName)>" : object.typeName
                modifier = Modifier(kind: .environmentObject(typeName: object.typeName, object: Value.object(object)),
                                    typeName: "_EnvironmentKeyWritingModifier<\(valueType)>", name: name, arguments: argumentText(args))
                break
            }
            guard build == .environment, case .keyPath(let path)? = first else {
                throw error(build == .environment ? .environmentModifierArguments : .environmentObjectArgument, at: node)
            }
            var value = r.take(nil) ?? .nilValue
            let key = path.joined(separator: ".")
            // `.environment(\.dynamicTypeSize, .xSmall)`: the member of the key's type (TiS L2229), so
            // that it compares and has the type's properties where it is read.
            if case .implicitMember = value.unboxed, let typed = try? coerce(value, toTypeNamed: environmentValueType(key), at: node) { value = typed }
            let write = environmentWrite(key, value)
            let valueType = environmentValueType(key, written: value)
            modifier = Modifier(kind: .environment(write), typeName: "_EnvironmentKeyWritingModifier<\(valueType)>", name: name, arguments: argumentText(args),
                                environmentEntry: path.first.map { ($0, environmentValueType(key).hasPrefix("Optional<Binding<") ? value : value.unboxed) })
        case .foregroundStyle:
            let style = r.take(nil)
            _ = r.take(nil)
            modifier = Modifier(kind: .environment(.foregroundColor(style.flatMap(toColor))), typeName: "_ForegroundStyleModifier<\(styleTypeName(style))>", name: name, arguments: argumentText(args))
        case .preference:
            modifier = try preferenceModifier(name, &r, args, at: node)
        case .preferenceReader:
            modifier = try preferenceReaderModifier(name, &r, args, at: node)
        case .coordinateSpace:
            // `.coordinateSpace(name: "scroll")`, and iOS 17's `.coordinateSpace(.named("scroll"))`.
            let argument = r.take("name") ?? r.take(nil)
            guard case .named(let space)? = argument.flatMap(coordinateSpaceName) else {
                throw error(.coordinateSpaceName, at: node)
            }
            modifier = Modifier(kind: .coordinateSpace(space), typeName: "_CoordinateSpaceModifier", name: name, arguments: argumentText(args))
        case .layoutValue:
            // `.layoutValue(key: Rank.self, value: 3)` (Pro SwiftUI ch. 4, spec advanced-layout.md §2.2).
            guard case .metatype(let key)? = r.take("key")?.unboxed, let written = r.take("value") else {
                throw error(.layoutValueArguments, at: node)
            }
            // The value has the key's `Value` type, as its `defaultValue` declares it.
            let value = try coerce(written.unboxed, toDeclared: declaredType(types[key]?.staticStored["defaultValue"]?.type))
            modifier = Modifier(kind: .layoutValue(key: key, value: value), typeName: "_TraitWritingModifier<_LayoutTrait<\(key)>>",
                                name: name, arguments: argumentText(args))
        case .gridCell:
            modifier = try gridCellModifier(name, &r, args, at: node)
        case .matchedGeometry:
            modifier = try matchedGeometryModifier(&r, args, at: node)
        case .layoutPriority:
            let p = r.take(nil).flatMap(toDouble) ?? 0
            modifier = Modifier(kind: .layoutPriority(p), typeName: "_TraitWritingModifier<LayoutPriorityTraitKey>", name: name, arguments: argumentText(args))
        case .trait(let trait):
            let v = r.take(nil)
            let key = switch trait {
            case .zIndex: "ZIndexTraitKey"
            case .tag: "TagValueTraitKey<\(v.map { typeName(of: $0.unboxed) } ?? "Int")>"
            case .transition: "TransitionTraitKey"
            }
            let kind: ModifierKind = switch trait {
            case .tag: .tag(describe(v?.unboxed ?? .void), value: v?.unboxed ?? .void)
            case .transition: .transition(v.map { toTransition($0) ?? .unmodelled(argumentText(args)) })
            case .zIndex: .inert
            }
            modifier = Modifier(kind: kind, typeName: "_TraitWritingModifier<\(key)>", name: name, arguments: argumentText(args))
            if trait == .zIndex, let z = v.flatMap(toDouble) { modifier.drawingEffect = .zIndex(z) }
            if trait == .transition, let identity = v.flatMap(transitionIdentity) {
                try r.finish()
                return .modified(try applyModifier("modifier", to: view, [Argument(label: nil, value: identity)], at: node), modifier)
            }
            if trait == .transition, let v, let resting = try transitionAtRest(transitionValue(v), content: view) {
                try r.finish()
                return .modified(resting, modifier)
            }
        case .dynamicTypeSize:
            // A size sets it, a range (`.small ... .xxLarge`, `...DynamicTypeSize.large`) clamps it (DynamicTypeSizes.swift).
            let v = r.take(nil)
            var isRange = false
            var bounds: [Value] = v.map { [$0] } ?? []
            if case .range(let lo, let hi, _)? = v?.unboxed { isRange = true; bounds = [lo, hi].filter { !$0.isNil } }
            guard !bounds.isEmpty, bounds.allSatisfy({ dynamicTypeSize($0) != nil }) else {
                throw error(.dynamicTypeSizeArgument, at: node)
            }
            let write = isRange ? "_EnvironmentKeyTransformModifier" : "_EnvironmentKeyWritingModifier"
            modifier = try dynamicTypeSizeModifier(v!, isRange: isRange, typeName: "\(write)<DynamicTypeSize>", arguments: argumentText(args), at: node)
        case .tabItem:
            // The label is not drawn: viewlab's tab bar is a reserved strip (TabView.swift).
            let label = try r.closure("label").map { try viewValue(of: call($0, [], at: node, asBuilder: true), at: node) } ?? .empty
            modifier = Modifier(kind: .tabItem(label: label), typeName: "_TraitWritingModifier<TabItemTraitKey>", name: name)
        case .tabViewStyle:
            guard case .implicitMember(let style, _)? = r.take(nil)?.unboxed, style == "page" || style == "automatic" else {
                throw unsupported(.tabViewStyle, at: node)
            }
            _ = r.take("indexDisplayMode")
            modifier = Modifier(kind: .environment(.tabViewStyle(page: style == "page")),
                                typeName: "_TabViewStyleModifier<\(style == "page" ? "Page" : "Default")TabViewStyle>",
                                name: name, arguments: argumentText(args))
        case .containerRelativeFrame:
            modifier = try containerRelativeFrameModifier(&r, args, at: node)
        case .swipeActions:
            var leading = false
            if let edge = r.take("edge") {
                guard case .implicitMember(let edgeName, nil) = edge.unboxed, edgeName == "leading" || edgeName == "trailing" else {
                    throw error(.drawingArguments, "swipeActions", "edge: HorizontalEdge, allowsFullSwipe: Bool, content: () -> T", at: node)
                }
                leading = edgeName == "leading"
            }
            _ = r.take("allowsFullSwipe")
            let actions = try builderContent(&r, at: node)
            modifier = Modifier(kind: .swipeActions(leading: leading, content: actions), typeName: "_SwipeActionsModifier<\(actions.typeName)>", name: name,
                                arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
        case .onDelete:
            guard let perform = r.closure("perform") else {
                r.takeAll()
                modifier = Modifier(kind: .inert, typeName: "_TraitWritingModifier<OnDeleteTraitKey>", name: name)
                break
            }
            let delete: (Int) throws -> Void = { [unowned self] index in
                budget.restartClock()
                let offsets = try constructEvaluated("IndexSet", [Argument(label: "integer", value: .int(index))], at: node)
                _ = try call(perform, [Argument(label: nil, value: offsets)], at: node)
            }
            modifier = Modifier(kind: .onDelete(delete), typeName: "_TraitWritingModifier<OnDeleteTraitKey>", name: name)
        case .onMove:
            guard let perform = r.closure("perform") else {
                r.takeAll()
                modifier = Modifier(kind: .inert, typeName: "_TraitWritingModifier<OnMoveTraitKey>", name: name)
                break
            }
            let move: (Int, Int) throws -> Void = { [unowned self] from, to in
                budget.restartClock()
                let offsets = try constructEvaluated("IndexSet", [Argument(label: "integer", value: .int(from))], at: node)
                _ = try call(perform, [Argument(label: nil, value: offsets), Argument(label: nil, value: .int(to))], at: node)
            }
            modifier = Modifier(kind: .onMove(move), typeName: "_TraitWritingModifier<OnMoveTraitKey>", name: name)
        case .visualEffect:
            guard let effect = r.closure("effect") else { throw error(.geometryReaderContent, at: node) }
            // The closure gets an empty view to put the effects on, and the view's geometry.
            let apply: (GeometryProxyValue) throws -> ViewValue = { [unowned self] proxy in
                budget.restartClock()
                let result = try call(effect, [Argument(label: nil, value: .view(.empty)), Argument(label: nil, value: .swiftUI(.geometryProxy(proxy)))], at: node)
                return try viewValue(of: result, at: node)
            }
            modifier = Modifier(kind: .visualEffect(VisualEffect(apply: apply)), typeName: "_VisualEffectModifier", name: name)
        case .equatable:
            try r.finish()
            return equatableView(view)
        case .id:
            guard let v = r.take(nil) else { throw error(.idModifierValue, at: node) }
            try r.finish()
            return .identified(view, id: describe(v.unboxed), idTypeName: typeName(of: v.unboxed))
        case .rotationEffect:
            let angle = r.take(nil).flatMap(toAngle) ?? Angle(radians: 0)
            let anchor = r.take("anchor").flatMap(toUnitPoint) ?? .center
            modifier = Modifier(kind: .rotationEffect(angle, anchor: anchor), typeName: "_RotationEffect", name: name, arguments: argumentText(args))
        case .rotation3DEffect:
            let angle = r.take(nil).flatMap(toAngle) ?? Angle(radians: 0)
            var axis = (x: 0.0, y: 0.0, z: 1.0)
            if case .tuple(let parts)? = r.take("axis")?.unboxed {
                let number = { (label: String, i: Int) -> Double? in
                    (parts.first { $0.label == label } ?? (parts.indices.contains(i) ? parts[i] : nil)).flatMap { self.toDouble($0.value) }
                }
                axis = (number("x", 0) ?? 0, number("y", 1) ?? 0, number("z", 2) ?? 0)
            }
            let anchor = r.take("anchor").flatMap(toUnitPoint) ?? .center
            _ = r.take("anchorZ"); _ = r.take("perspective")
            modifier = Modifier(kind: .rotation3DEffect(angle, axis: axis, anchor: anchor), typeName: "_Rotation3DEffect", name: name,
                                arguments: argumentText(args))
        case .scaleEffect:
            var x = 1.0, y = 1.0
            if let s = r.take(nil) {
                if let d = toDouble(s) { x = d; y = d }
                else if case .instance(let i) = s.unboxed { x = i.fields["width"].flatMap(toDouble) ?? 1; y = i.fields["height"].flatMap(toDouble) ?? 1 }
            }
            if let v = r.take("x").flatMap(toDouble) { x = v }
            if let v = r.take("y").flatMap(toDouble) { y = v }
            let anchor = r.take("anchor").flatMap(toUnitPoint) ?? .center
            modifier = Modifier(kind: .scaleEffect(x: x, y: y, anchor: anchor), typeName: "_ScaleEffect", name: name, arguments: argumentText(args))
        case .clip:
            modifier = try clipModifier(name, &r, args, at: node)
        case .alignmentGuide:
            guard let g = r.take(nil), let closure = r.closure("computeValue") else {
                throw error(.alignmentGuideArguments, at: node)
            }
            guard let key = toAlignmentKey(g, axis: .horizontal) ?? toAlignmentKey(g, axis: .vertical) else {
                throw error(.unknownAlignmentGuide, describe(g), at: node)
            }
            let compute: (ViewDimensions) throws -> Double = { [unowned self] d in
                self.budget.restartClock()
                let v = try self.call(closure, [Argument(label: nil, value: .swiftUI(.viewDimensions(d)))], at: node)
                guard let x = self.toDouble(v) else { throw self.error(.alignmentGuideResult, at: node) }
                return x
            }
            modifier = Modifier(kind: .alignmentGuide(key, compute), typeName: "_AlignmentWritingModifier", name: name, arguments: "\(key)")
        case .accessibility(let isIdentifier):
            let v = r.take(nil) ?? .string("")
            if !isIdentifier { r.takeAll() }
            let kind: ModifierKind = isIdentifier ? .accessibilityIdentifier(describe(v.unboxed)) : .inert
            modifier = Modifier(kind: kind, typeName: "AccessibilityAttachmentModifier", name: name, arguments: argumentText(args))
        case .custom:
            guard let m = r.take(nil) else { throw error(.modifierArgument, at: node) }
            try r.finish()
            return try customModifier(m, on: view, at: node)
        case .action where name == "animation" && args.contains(where: { if case .function = $0.value { true } else { false } }):
            return try scopedAnimation(on: view, &r, at: node)
        case .action(let type):
            let action = try viewAction(name, &r, at: node)
            modifier = Modifier(kind: .action(action), typeName: inertTypeName(type, args, at: node), name: name,
                                arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
        case .gesture(let prefix):
            modifier = try gestureModifier(name, prefix: prefix, &r, args, at: node)
        case .phaseAnimator:
            modifier = try phaseAnimatorModifier(&r, on: view, at: node)
        case .keyframeAnimator:
            modifier = try keyframeAnimatorModifier(&r, on: view, at: node)
        case .disabled:
            guard case .bool(let isDisabled)? = r.take(nil)?.unboxed else { throw error(.disabledArgument, at: node) }
            modifier = Modifier(kind: .disabled(isDisabled), typeName: "_EnvironmentKeyTransformModifier<Bool>", name: name, arguments: argumentText(args),
                                environmentEntry: isDisabled ? ("isEnabled", Value.bool(false)) : nil)
        case .allowsHitTesting:
            guard case .bool(let allows)? = r.take(nil)?.unboxed else { throw unsupported(.api(".allowsHitTesting with a value not known until the app runs"), at: node) }
            modifier = Modifier(kind: .allowsHitTesting(allows), typeName: "_AllowsHitTestingModifier", name: name, arguments: argumentText(args))
        case .presentation(let style):
            modifier = try presentationModifier(style, name, &r, args, at: node)
        case .presentationSetting(let type):
            modifier = try presentationSettingModifier(name, type, &r, args, at: node)
        case .listRow(let type):
            modifier = listRowModifier(name, type, &r, args, at: node)
        case .searchable:
            modifier = searchableModifier(name, &r, args, at: node)
        case .scrollPosition:
            modifier = try scrollPositionModifier(name, &r, args, at: node)
        case .contentShape:
            modifier = try contentShapeModifier(name, &r, args, at: node)
        case .contextMenu:
            // `contextMenu(menuItems:)` and `(menuItems:preview:)` (iOS 16; the preview is not shown);
            // the iOS 13 `contextMenu(ContextMenu { … })` is read the same way.
            let items = try r.closure("menuItems").map { try viewValue(of: call($0, [], at: node, asBuilder: true), at: node) }
                ?? r.take(nil).map { try viewValue(of: $0, at: node) } ?? .empty
            r.takeAll()
            modifier = Modifier(kind: .contextMenu(items), typeName: "_ContextMenuModifier", name: name)
        case .navigationDestination:
            modifier = try navigationDestinationModifier(name, &r, args, at: node)
        case .redacted(let unredacts):
            // `.redacted(reason: .placeholder)` (`.privacy`, `.invalidated` and sets of them too);
            // `reason: []` and `.unredacted()` turn it off.
            let reason = r.take("reason")?.unboxed
            r.takeAll()
            let on: Bool = if unredacts { false } else if case .array(let reasons)? = reason { !reasons.isEmpty } else { true }
            modifier = Modifier(kind: .environment(.redacted(on)), typeName: "_EnvironmentKeyTransformModifier<RedactionReasons>",
                                name: name, arguments: argumentText(args))
        case .labelsHidden:
            // iOS 16's type (ViewInspector reads `LabelsHiddenModifier`).
            modifier = Modifier(kind: .environment(.labelsHidden), typeName: "LabelsHiddenModifier", name: name)
        case .toolbar:
            modifier = try toolbarModifier(name, &r, args, at: node)
        case .navigationBar(let type):
            modifier = try navigationBarModifier(name, type, &r, args, at: node)
        case .listStyle:
            // `.listStyle(.plain)` or `.listStyle(PlainListStyle())`.
            modifier = styleModifier(name, &r, args, type: "ListStyle") { ListStyleKind(written: $0).map(EnvironmentWrite.listStyle) }
        case .pickerStyle:
            modifier = styleModifier(name, &r, args, type: "PickerStyle") { PickerStyleKind(written: $0).map(EnvironmentWrite.pickerStyle) }
        case .textFieldStyle:
            let style = r.take(nil)
            let rounded = if case .implicitMember("roundedBorder", nil)? = style?.unboxed { true } else { false }
            modifier = Modifier(kind: .environment(.textFieldStyle(roundedBorder: rounded)),
                                typeName: inertTypeName(.style("_TextFieldStyleModifier<", suffix: "TextFieldStyle"), args, at: node),
                                name: name, arguments: argumentText(args))
        case .inert(let type), .withoutEffect(let type):
            r.takeAll()
            modifier = Modifier(kind: .inert, typeName: inertTypeName(type, args, at: node), name: name,
                                arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
            modifier.drawingEffect = drawingEffect(name, args)
            if case .withoutEffect = spec.build { modifier.hasNoEffectHere = true }
        case .componentStyle(let prefix, let suffix):
            modifier = try componentStyleModifier(name, prefix: prefix, suffix: suffix, &r, args, at: node)
        case .receiverOnly:
            throw error(.appliesToText, name, at: node)
        case .unsupportedHere:
            throw unsupportedModifier(name, at: node)
        case .noMember:
            throw noModifier(name, at: node)
        }
        try r.finish()
        if modifier.writesEnvironment {
            // The line of `.font` itself: the call's own start is its receiver's (`VStack {` lines above).
            let name = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName
            // Through the handle: a view value can outlive its session (the CLI draws the tree after
            // the run ends).
            modifier.writtenOnLine = { [handle] in handle.interpreter?.location(of: name.map(Syntax.init) ?? node).position.line }
            if let value = modifier.environmentEntry?.value as? Value {
                modifier.writtenValueText = { [handle] in handle.interpreter?.environmentText(value) }
            }
        }
        return .modified(view, modifier)
    }

    /// Modifiers that keep the receiver's type: Text's own (`font`, `bold`), Image's `resizable`,
    /// Color's `opacity`, and the shape styles (*Pro SwiftUI* L1648–1667, *Thinking in SwiftUI* L1687).
    private func receiverModifier(_ receiver: ReceiverBuild, _ name: String, _ view: ViewValue, _ r: inout ArgumentReader,
                                  _ args: [Argument], at node: Syntax) throws -> ViewValue? {
        switch (receiver, view) {
        case (.textFont, .text(var t)):
            let f = r.take(nil)
            t.font = f.flatMap(toFont)
            t.textModifiers.append(".font(\(argumentText(args)))")
            return .text(t)
        case (.textMetrics, .text(var t)):
            guard let w = r.take("idealWidth").flatMap(toDouble), let h = r.take("idealHeight").flatMap(toDouble) else {
                throw error(.simulatedMetricsArguments, at: node)
            }
            t.idealSizeOverride = Size(width: w, height: h)
            t.textModifiers.append(".simulatedMetrics(\(argumentText(args)))")
            return .text(t)
        case (.textStyle, .text(var t)):
            // `.foregroundColor(.red)` on a Text: the colour it is drawn in (a Canvas draws it so).
            if name == "foregroundColor" || name == "foregroundStyle", let style = r.take(nil) {
                t.foreground = toColor(style)
            }
            while r.take(nil) != nil {}
            _ = r.take("color"); _ = r.take("pattern")
            if name == "bold" { t.font?.weight = "bold" }
            t.textModifiers.append(".\(name)(\(argumentText(args)))")
            return .text(t)
        case (.imageResizable, .image(var i)):
            _ = r.take("capInsets"); _ = r.take("resizingMode")
            i.isResizable = true
            return .image(i)
        case (.imageOption, .image):
            _ = r.take(nil)
            return view
        case (.colorOpacity, .color(let c)):
            return .color(colorWithOpacity(c, r.take(nil)))
        case (.shapeStyle, .shape(let s)), (.shapeOutline, .shape(let s)):
            return try shapeModifier(name, s, &r, args, at: node)
        default:
            return nil
        }
    }

    /// `.modifier(Bordered())`: the modifier's `body(content:)` with the view as its content.
    private func customModifier(_ value: Value, on view: ViewValue, at node: Syntax) throws -> ViewValue {
        let m = try animatableFrame(value, at: node)
        guard case .instance(let i) = m.unboxed, let type = types[i.typeName], let body = type.methods["body"]?.first else {
            throw error(.viewModifierConformance, at: node)
        }
        let content = ViewValue.modifierContent(view, modifierTypeName: i.typeName)
        if context.defersBodies {
            // The update cycle runs `body(content:)` for the modifier's own node, as it does a view's `body`.
            let source = InterpretedView(interpreter: self, value: m.unboxed, type: type, site: node, modifierContent: content)
            let pending = ViewValue.custom(CustomViewValue(typeName: i.typeName, body: .empty, source: source))
            return .modified(view, Modifier(kind: .custom(body: pending), typeName: i.typeName, name: "modifier", arguments: "\(i.typeName)()"))
        }
        let result = try call(body, [Argument(label: "content", value: .view(content))], at: node, selfRef: Ref(m.unboxed), selfType: i.typeName)
        let modifier = Modifier(kind: .custom(body: try viewValue(of: result, at: node)), typeName: i.typeName, name: "modifier", arguments: "\(i.typeName)()")
        return .modified(view, modifier)
    }

    private func checkFrameOrder(_ f: FlexibleFrame, at node: Syntax) {
        func ordered(_ xs: [Double?]) -> Bool {
            let present = xs.compactMap { $0 }
            return zip(present, present.dropFirst()).allSatisfy { $0 <= $1 }
        }
        if !ordered([f.minWidth, f.idealWidth, f.maxWidth]) || !ordered([f.minHeight, f.idealHeight, f.maxHeight]) {
            // SwiftUI logs this and carries on (seed 001 L497–515).
            warn(.contradictoryFrame, at: node)
        }
    }
}
