import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// Whether a `Text` literal's written text may hold Markdown, worked out once a literal (a
    /// `Text("Row \(i)")` in a 10,000-row ForEach is constructed at every row).
    private func mayHoldMarkdown(_ literal: StringLiteralExprSyntax) -> Bool {
        if let known = lowering.mayHoldMarkdown[literal.id] { return known }
        let may = InlineMarkdown.mayApply(to: literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
        lowering.keepTree(of: literal)
        lowering.mayHoldMarkdown[literal.id] = may
        return may
    }

    func constructView(_ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        guard let spec = SwiftUICatalog.views[name] else { return nil }
        var r = ArgumentReader(name, args, at: node, self)
        let view: ViewValue
        switch spec.build {
        case .text:
            let v = r.take(nil) ?? r.take("verbatim") ?? .string("")
            let format = r.take("format"), style = r.take("style")
            if [v, format, style].contains(where: { if case .unknown? = $0?.unboxed { true } else { false } }) {
                view = .text(TextValue(content: "", displaySource: args.first?.syntax.map { sourceText($0) }))
            } else if let format {
                guard let f = toFormatStyle(format) else { throw unsupported(.formatStyle, at: node) }
                view = .text(TextValue(content: try self.format(v, with: f, at: node)))
            } else if let style {
                guard let interval = dateInterval(v) else { throw error(.textStyleNeedsDate, at: node) }
                view = .text(TextValue(content: try dateStyleText(interval, style: style, at: node)))
            } else if args.first?.label == nil, let literal = args.first?.syntax?.as(StringLiteralExprSyntax.self),
                      mayHoldMarkdown(literal) {
                // A literal is a LocalizedStringKey, whose Markdown is shown styled, not as written.
                let written = describe(v.unboxed)
                view = .text(TextValue(content: InlineMarkdown.plainText(of: written), displaySource: swiftLiteral(written)))
            } else {
                view = .text(TextValue(content: describe(v.unboxed)))
            }
        case .tupleView:
            // Built directly, as a view builder's buildBlock does (*Pro SwiftUI* L555–563).
            guard case .tuple(let elements)? = r.take(nil)?.unboxed else {
                throw error(.tupleViewArgument, at: node)
            }
            view = .tuple(try elements.map { try viewValue(of: $0.value, at: node) })
        case .tabView:
            view = try tabView(&r, args, at: node)
        case .tab:
            view = try tab(&r, args, at: node)
        case .image:
            _ = r.take("variableValue") // a symbol's variable value fills it partly: drawn as the plain symbol
            if let system = r.take("systemName") { view = .image(ImageValue(name: describe(system), isSystemName: true)) }
            else { view = .image(ImageValue(name: describe(r.take(nil) ?? r.take("decorative") ?? .string("")), isSystemName: false)) }
        case .color:
            view = .color(colorValue(&r, args))
        case .shape(let shape):
            _ = r.take("style")
            view = .shape(ShapeValue(kind: shape.kind, label: "\(name)()"))
        case .roundedRectangle:
            if let cornerSize = r.take("cornerSize") {
                // `RoundedRectangle(cornerSize:style:)`: corners with a width and a height.
                guard let size = geometry(cornerSize, as: Size.self, at: node) ?? (isUnknown(cornerSize) ? .zero : nil) else {
                    throw error(.drawingArguments, name, "cornerSize: CGSize, style: RoundedCornerStyle", at: node)
                }
                _ = r.take("style")
                view = .shape(ShapeValue(kind: .roundedRectangleSize(size), label: callLabel(name, args)))
                break
            }
            let radius = r.take("cornerRadius").flatMap(toDouble) ?? 0
            _ = r.take("style")
            view = .shape(ShapeValue(kind: .roundedRectangle(cornerRadius: radius), label: "RoundedRectangle(cornerRadius: \(formatNumber(radius)))"))
        case .unevenRoundedRectangle:
            view = try unevenRoundedRectangle(&r, args, at: node)
        case .gradient:
            // SwiftUI draws a ShapeStyle used as a view as `_ShapeView<Rectangle, Self>`, so it lays
            // out as a rectangle does, filled with the gradient (not in source: SwiftUI's `ShapeStyle`
            // view conformance).
            var shape = ShapeValue(kind: .rectangle, typeName: name, label: callLabel(name, args))
            if let paint = gradientPaint(name, &r) { shape.drawing.mode = .fill(paint, evenOdd: false) }
            view = .shape(shape)
        case .spacer:
            view = .spacer(minLength: r.take("minLength").flatMap(toDouble))
        case .divider:
            view = .divider
        case .emptyView:
            view = .empty
        case .stack(let axis, let lazy):
            let alignment = try stackAlignment(r.take("alignment"), horizontal: axis == .horizontal, of: name, at: node)
            let spacing = r.take("spacing").flatMap(toDouble)
            _ = r.take("pinnedViews") // a lazy stack's pinned section headers: no scrolling to pin them in yet
            let content = try builderContent(&r, at: node)
            let kind: ContainerKind = switch (axis, lazy) {
            case (.horizontal, false): .hStack(alignment: alignment, spacing: spacing)
            case (.vertical, false): .vStack(alignment: alignment, spacing: spacing)
            case (.horizontal, true): .lazyHStack(alignment: alignment, spacing: spacing)
            case (.vertical, true): .lazyVStack(alignment: alignment, spacing: spacing)
            }
            view = container(kind, name, content, label: callLabel(name, args))
        case .zStack:
            let alignment = r.take("alignment").flatMap(toAlignment) ?? .center
            view = container(.zStack(alignment: alignment), name, try builderContent(&r, at: node), label: callLabel(name, args))
        case .scrollView:
            var axes: Set<Axis> = [.vertical]
            if let a = r.take(nil) ?? r.take("axes") {
                axes = []
                if let set = toEdgeSetAxes(a) { axes = set }
            }
            _ = r.take("showsIndicators")
            view = container(.scrollView(axes: axes), name, try builderContent(&r, at: node), label: callLabel(name, args))
        case .container(.group) where args.contains(where: { $0.label == "subviews" }):
            view = try groupOfSubviews(r.take("subviews")!, &r, at: node)
        case .container(let build):
            let selection = build == .list ? r.take("selection").flatMap { listSelection($0, at: node) } : nil
            if build == .list, let data = r.take(nil) {
                let id = r.take("id")
                // `List(items, children: \.children) { row }`: an outline of the rows.
                let children: [String]? = if case .keyPath(let path)? = r.take("children")?.unboxed { path } else { nil }
                guard let row = r.closure("rowContent") else { throw error(.listNeedsRowClosure, at: node) }
                let each = try makeForEach(data: data, id: id, content: row, label: children == nil ? "ForEach(\(args.first?.syntax.map { sourceText($0) } ?? ""))"
                                           : "OutlineGroup(\(args.first?.syntax.map { sourceText($0) } ?? ""))", children: children, at: node)
                var list = ContainerValue(kind: .list, content: each, typeName: "List<Never, \(each.typeName)>", label: "List")
                list.listSelection = selection
                view = .container(list)
                break
            }
            var axes: Set<Axis> = [.horizontal, .vertical]
            if build == .viewThatFits, let a = r.take("in") { axes = toEdgeSetAxes(a) ?? axes }
            let path = build == .navigationStack ? r.take("path") : nil
            let pathType = path.map { self.typeName(of: $0.unboxed) } ?? "NavigationPath"
            // A Section's header and footer: a title, views (`Section(header:footer:)`, iOS 13) or
            // builders (`Section { } header: { } footer: { }`, iOS 15); `isExpanded:` (iOS 17).
            var header: ViewValue?, footer: ViewValue?
            if build == .windowGroup { _ = r.take(nil); _ = r.take("id") }
            if build == .section {
                header = try r.take(nil).map { .text(TextValue(content: describe($0.unboxed))) } ?? labelView(&r, "header", at: node)
                footer = try labelView(&r, "footer", at: node)
                _ = r.take("isExpanded")
            }
            let content = try builderContent(&r, at: node)
            let kind: ContainerKind = switch build {
            case .list: .list
            case .group, .windowGroup: .group
            case .viewThatFits: .viewThatFits(axes: axes)
            case .navigationStack, .navigationView: .navigationStack(name: name)
            case .section, .named: .navigation(name: name)
            }
            let typeName = switch build {
            case .list: "List<Never, \(content.typeName)>"
            case .navigationStack: "NavigationStack<\(pathType), \(content.typeName)>"
            case .section: "Section<\((header ?? .empty).typeName), \(content.typeName), \((footer ?? .empty).typeName)>"
            case .group, .windowGroup, .viewThatFits, .named, .navigationView: "\(name)<\(content.typeName)>"
            }
            var container = ContainerValue(kind: kind, content: content, typeName: typeName, label: callLabel(name, args))
            container.navigationPath = navigationPathBinding(path, at: node)
            (container.sectionHeader, container.sectionFooter) = (header, footer)
            container.listSelection = selection
            view = .container(container)
        case .grid(let axis):
            let itemsLabel = axis == .vertical ? "columns" : "rows"
            let itemsArg = r.take(itemsLabel)
            guard case .array(let list)? = itemsArg?.unboxed else {
                throw error(.lazyGridNeedsItems, name, itemsLabel, at: node)
            }
            let items = try list.map { v -> GridItem in
                // `[.init(.adaptive(minimum: 64))]`: GridItem's initializer as an implicit member.
                var v = v
                if case .implicitMember("init", let args?) = v.unboxed { v = try constructEvaluated("GridItem", args, at: node) }
                guard let g = toGridItem(v) else { throw error(.expectedGridItem, at: node) }
                return g
            }
            let vertical = axis == .vertical
            let alignment = r.take("alignment").flatMap { toAlignmentKey($0, axis: vertical ? .horizontal : .vertical) }
                ?? (vertical ? .horizontalCenter : .verticalCenter)
            let spacing = r.take("spacing").flatMap(toDouble)
            _ = r.take("pinnedViews")
            let content = try builderContent(&r, at: node)
            let kind: ContainerKind = vertical ? .lazyVGrid(columns: items, alignment: alignment, spacing: spacing)
                                               : .lazyHGrid(rows: items, alignment: alignment, spacing: spacing)
            view = container(kind, name, content, label: callLabel(name, args))
        case .gridOfRows:
            view = try gridOfRows(name, &r, args, at: node)
        case .geometryReader:
            guard let f = r.closure() else { throw error(.geometryReaderContent, at: node) }
            let make: (GeometryProxyValue) throws -> ViewValue = { [unowned self] proxy in
                try self.viewValue(of: self.call(f, [Argument(label: nil, value: .swiftUI(.geometryProxy(proxy)))], at: node, asBuilder: true), at: node)
            }
            // Its static shape, from a proxy of zero size, which SwiftUI never gives it
            // (`Int(height / (width / 10))` fails only there).
            let shape = try shapeOfCodeNotRun { try make(GeometryProxyValue(size: .zero)) }
            view = .geometryReader(GeometryReaderValue(staticContent: shape, makeContent: { [unowned self] proxy in
                self.budget.restartClock()
                return try make(proxy)
            }))
        case .forEach where args.contains(where: { $0.label == "subviews" }):
            let written = args.first { $0.label == "subviews" }?.syntax.map { sourceText($0) } ?? ""
            view = try forEachSubview(r.take("subviews")!, &r, written: written, at: node)
        case .variadicTree:
            view = try variadicTree(&r, at: node)
        case .forEach:
            guard let data = r.take(nil) else { throw error(.forEachNeedsData, at: node) }
            let id = r.take("id")
            guard let content = r.closure() else { throw error(.forEachNeedsContent, at: node) }
            let dataText = args.first?.syntax.map { sourceText($0) } ?? ""
            let idText = args.first { $0.label == "id" }?.syntax.map { ", id: " + sourceText($0) } ?? ""
            view = try makeForEach(data: data, id: id, content: content, label: "ForEach(\(dataText)\(idText))", at: node)
        case .anyView:
            guard let v = r.take(nil) else { throw error(.anyViewArgument, at: node) }
            view = .anyView(try viewValue(of: v, at: node))
        case .anyShape:
            // `AnyShape(.capsule)`: a shape's static member (iOS 17), as `clipShape(_:)` reads it.
            guard let v = r.take(nil), case .shape(var shape) = try shapeArgument(v, at: node) else { throw error(.anyShapeArgument, at: node) }
            shape.typeName = "AnyShape"
            shape.label = "AnyShape(" + shape.label + ")"
            view = .shape(shape)
        case .control(let build):
            view = try control(build, name, &r, args, at: node)
        case .canvas:
            view = try canvas(&r, args, at: node)
        case .timelineView:
            view = try timelineView(&r, args, at: node)
        case .keyframeAnimator:
            view = try keyframeAnimatorView(&r, at: node)
        case .spriteView:
            view = try spriteView(&r, args, at: node)
        case .labeledContent:
            view = try labeledContent(&r, args, at: node)
        case .controlGroup:
            view = try controlGroup(&r, args, at: node)
        case .contentUnavailable:
            view = try contentUnavailable(&r, args, at: node)
        case .toolbarItem:
            view = try toolbarItem(name, &r, args, at: node)
        case .equatableView:
            guard let content = r.take("content") else { throw error(.anyViewArgument, at: node) }
            view = equatableView(try viewValue(of: content, at: node))
        case .navigationSplitView:
            view = try navigationSplitView(&r, args, at: node)
        case .outlineGroup:
            view = try outlineGroup(&r, args, at: node)
        case .disclosureGroup:
            view = try disclosureGroup(title: r.take(nil), &r, args, at: node)
        case .scrollViewReader:
            view = try scrollViewReader(&r, at: node)
        }
        try r.finish()
        return .view(view)
    }

    func toEdgeSetAxes(_ v: Value) -> Set<Axis>? {
        switch v.unboxed {
        case .implicitMember("horizontal", nil): return [.horizontal]
        case .implicitMember("vertical", nil): return [.vertical]
        case .swiftUI(.axisSet(let s)): return s
        case .array(let items):
            var s: Set<Axis> = []
            for i in items { s.formUnion(toEdgeSetAxes(i) ?? []) }
            return s
        default: return nil
        }
    }

    /// A stack's alignment across its axis: vertical for a horizontal stack, and the reverse.
    func stackAlignment(_ argument: Value?, horizontal: Bool, of name: String, at node: Syntax) throws -> AlignmentKey {
        guard let argument else { return horizontal ? .verticalCenter : .horizontalCenter }
        guard let key = toAlignmentKey(argument, axis: horizontal ? .vertical : .horizontal) else {
            throw error(horizontal ? .stackAlignmentVertical : .stackAlignmentHorizontal, name, at: node)
        }
        return key
    }

    private func container(_ kind: ContainerKind, _ name: String, _ content: ViewValue, label: String) -> ViewValue {
        .container(ContainerValue(kind: kind, content: content, genericName: name, label: label))
    }

    /// The diagram label of a container: its name and its non-closure arguments as written.
    func callLabel(_ name: String, _ args: [Argument]) -> String {
        let shown = args.filter { a in
            if case .function = a.value { return false }
            return !a.isTrailingClosure
        }
        if shown.isEmpty { return name }
        return name + "(" + shown.map { ($0.label.map { $0 + ": " } ?? "") + ($0.syntax.map(labelText) ?? describe($0.value)) }.joined(separator: ", ") + ")"
    }

    /// A control's label: a view passed as `label:` (`Picker(selection:label:content:)`, iOS 13) or
    /// a builder closure of that label (`Picker(selection:content:label:)`, iOS 16); nil if absent.
    func labelView(_ r: inout ArgumentReader, _ label: String = "label", at node: Syntax) throws -> ViewValue? {
        guard let v = r.take(label) else { return nil }
        if case .function(let f) = v.unboxed { return try viewValue(of: call(f, [], at: node, asBuilder: true), at: node) }
        return try viewValue(of: v, at: node)
    }

    /// A view builder closure's result; an empty builder is `EmptyView`.
    func builderContent(_ r: inout ArgumentReader, at node: Syntax, label: String = "content") throws -> ViewValue {
        guard let f = r.closure(label) else { return .empty }
        return try viewValue(of: call(f, [], at: node, asBuilder: true), at: node)
    }

    /// Controls lay out as their label and what iOS draws besides it (ControlChrome; not in source:
    /// the books do not lay out controls, Layout/Controls cites iOS's sizes). Their actions and
    /// bindings become the events the update cycle takes (ControlEvents.swift).
    private func control(_ build: ControlBuild, _ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        var label: ViewValue = .empty
        var controlType: String
        var behavior: ControlBehavior?
        var styling: ControlStyling?
        var chrome = ControlChrome.none
        var controlValue: (() -> Double?)?
        var buttonRole: ButtonRole?
        var fieldText: (() -> String?)?
        var menuItems: ViewValue?
        var picker: PickerParts?
        let title = r.take(nil)
        let titleView: ViewValue? = title.map { .text(TextValue(content: describe($0.unboxed))) }
        switch build {
        case .button:
            let systemImage = r.take("systemImage").map { ImageValue(name: describe($0), isSystemName: true) }
            let role = r.take("role")
            if case .implicitMember(let written, _)? = role?.unboxed { buttonRole = ButtonRole(rawValue: written) }
            let action = r.closure("action")
            if let titleView {
                // `Button(_:systemImage:action:)` (iOS 17) labels itself with a Label of the title and the symbol.
                label = systemImage.map { labelRow(title: titleView, icon: .image($0)) } ?? titleView
            } else { label = try builderContent(&r, at: node, label: "label") }
            controlType = systemImage == nil ? "Button<\(label.typeName)>" : "Button<Label<Text, Image>>"
            behavior = ControlBehavior(tap: action.map { action in { [unowned self] in try self.runAction(action, at: node) } })
            // `isPressed` is false: viewlab's taps have no pressed phase to draw.
            let trigger = Value.function(Callable(name: "trigger", kind: .builtin { [unowned self] _ in
                if let action { try self.runAction(action, at: node) }
                return .void
            }))
            styling = controlStyling(key: "buttonStyle", configuration: "ButtonStyleConfiguration",
                                     fields: [("label", .view(label)), ("isPressed", .bool(false)), ("role", role ?? .nilValue), ("trigger", trigger)],
                                     label: label, at: node)
        case .toggle:
            let isOn = r.take("isOn")
            label = try titleView ?? builderContent(&r, at: node, label: "label")
            controlType = "Toggle<\(label.typeName)>"
            behavior = ControlBehavior(toggle: isOn.map { binding in { [unowned self] in try self.toggle(binding, at: node) } })
            chrome = .toggle
            controlValue = isOn.map { binding in { [unowned self] in self.fraction(of: binding, in: nil) } }
            styling = controlStyling(key: "toggleStyle", configuration: "ToggleStyleConfiguration",
                                     fields: [("label", .view(label)), ("isOn", isOn ?? .bool(false)), ("isMixed", .bool(false))], label: label, at: node)
        case .stepper:
            let value = r.take("value"), range = r.take("in"), step = r.take("step")
            _ = r.take("format"); _ = r.take("onEditingChanged")
            let onIncrement = r.labelledClosure("onIncrement"), onDecrement = r.labelledClosure("onDecrement")
            label = try titleView ?? builderContent(&r, at: node, label: "label")
            controlType = "Stepper<\(label.typeName)>"
            behavior = stepperBehavior(value: value, range: range, step: step, onIncrement: onIncrement, onDecrement: onDecrement, at: node)
            chrome = .stepper
        case .textField, .secureField:
            // `TextField(_:text:onEditingChanged:onCommit:)` (iOS 13), `axis:` (iOS 16), `text:prompt:label:`;
            // `SecureField(_:text:onCommit:)`, whose text is typed the same way and never shown.
            let text = r.take("text"); _ = r.take("prompt"); _ = r.take("axis")
            _ = r.take("onEditingChanged"); _ = r.take("onCommit")
            // `TextField(_:value:format:)`: what is typed is read in the format into the value.
            let value = r.take("value"), format = r.take("format"); _ = r.take("formatter")
            label = try titleView ?? labelView(&r, at: node) ?? .empty
            controlType = "\(name)<\(label.typeName)>"
            let secure = build == .secureField
            fieldText = { [unowned self] in
                if let value { return try? self.format(value, with: format.flatMap(self.toFormatStyle) ?? self.toFormatStyle(.implicitMember("number", nil))!, at: node) }
                guard case .string(let s)? = text?.unboxed else { return nil }
                return secure ? String(repeating: "•", count: s.count) : s
            }
            if let value {
                behavior = ControlBehavior(type: { [unowned self] typed in try self.typeNumber(typed, into: value, at: node) })
            } else {
                behavior = ControlBehavior(type: text.map { binding in { [unowned self] typed in try self.write(.string(typed), to: binding, at: node) } })
            }
            chrome = .textField
        case .link:
            // `Link(_:destination:)`, `Link(destination:label:)`: tapping it opens the URL, which viewlab has nowhere to open.
            _ = r.take("destination")
            label = try titleView ?? builderContent(&r, at: node, label: "label")
            controlType = "Link<\(label.typeName)>"
            behavior = ControlBehavior(tap: {})
        case .menu:
            // `Menu(_:content:)`, `Menu(content:label:primaryAction:)`: its label is laid out and
            // drawn; a tap opens it (the update cycle walks its items), or with a primary action
            // runs that, a long press opening it (Apple's documentation of `Menu(content:label:primaryAction:)`).
            // `Menu("Sort", systemImage: "arrow.up.arrow.down") { … }` (iOS 17): a Label's title and icon.
            let icon = r.take("systemImage").map { ViewValue.image(ImageValue(name: describe($0), isSystemName: true)) }
            menuItems = try builderContent(&r, at: node)
            label = try titleView.map { title in icon.map { labelRow(title: title, icon: $0) } ?? title } ?? labelView(&r, at: node) ?? .empty
            let primary = r.labelledClosure("primaryAction")
            controlType = "Menu<\(label.typeName), \(menuItems!.typeName)>"
            behavior = ControlBehavior(tap: primary.map { action in { [unowned self] in try self.runAction(action, at: node) } })
        case .textEditor:
            (label, behavior) = try textEditor(&r, at: node)
            controlType = "TextEditor"
            chrome = .textEditor
        case .colorPicker:
            label = try colorPicker(title: titleView, &r, at: node)
            controlType = "ColorPicker<\((titleView ?? .empty).typeName)>"
        case .datePicker:
            label = try datePicker(title: titleView, &r, at: node)
            controlType = "DatePicker<\((titleView ?? .empty).typeName)>"
        case .gauge:
            let gauge = try gauge(&r, at: node)
            (label, controlType, controlValue) = (gauge.label, gauge.typeName, gauge.value)
            chrome = .linearProgress
        case .shareLink:
            label = try shareLinkLabel(title: titleView, &r, at: node)
            controlType = "ShareLink<String, Never, \(label.typeName)>"
            behavior = ControlBehavior(tap: {})
        case .editButton:
            label = .text(TextValue(content: "Edit"))
            controlType = "EditButton"
            behavior = ControlBehavior(tap: {})
        case .navigationLink:
            let link = try navigationLink(title: titleView, &r, at: node)
            (label, controlType) = (link.label, link.typeName)
            behavior = ControlBehavior()
            behavior?.push = link.push
        case .label:
            let iconImage = r.take("systemImage").map { ImageValue(name: describe($0), isSystemName: true) }
                ?? r.take("image").map { ImageValue(name: describe($0), isSystemName: false) }
            // `Label { title } icon: { icon }`: the two builders.
            let title = try titleView ?? labelView(&r, "title", at: node) ?? builderContent(&r, at: node, label: "title")
            let icon = try iconImage.map { ViewValue.image($0) } ?? labelView(&r, "icon", at: node) ?? .empty
            label = labelRow(title: title, icon: icon)
            controlType = "Label<\(title.typeName), \(icon.typeName)>"
            styling = controlStyling(key: "labelStyle", configuration: "LabelStyleConfiguration",
                                     fields: [("title", .view(title)), ("icon", .view(icon))], label: label, at: node)
        case .picker:
            let selection = r.take("selection")
            let given = try labelView(&r, at: node)
            let content = try builderContent(&r, at: node)
            let pickerLabel = titleView ?? given ?? .empty
            label = .tuple([pickerLabel, content])
            let selectionType = selection.map { typeName(of: $0.unboxed) } ?? "Never"
            controlType = "Picker<\(pickerLabel.typeName), \(selectionType), \(content.typeName)>"
            let options = content.taggedOptions
            behavior = selection.map { pickerBehavior(selection: $0, options: options, at: node) }
            picker = PickerParts(label: pickerLabel, options: options.map(\.view), selected: {
                guard case .binding(let b)? = selection, let current = try? b.get() else { return nil }
                return options.firstIndex { option in option.tag.map { valuesEqual($0.value as? Value ?? .string($0.description), current) } ?? false }
            })
        case .slider:
            let value = r.take("value"), range = r.take("in"), step = r.take("step")
            _ = r.take("onEditingChanged")
            // `Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`: the label
            // names the slider for VoiceOver; the value labels stand at its ends.
            let minimum = try labelView(&r, "minimumValueLabel", at: node), maximum = try labelView(&r, "maximumValueLabel", at: node)
            let sliderLabel = try labelView(&r, at: node) ?? builderContent(&r, at: node, label: "label")
            label = .tuple([minimum ?? .empty, maximum ?? .empty])
            chrome = .slider(minimumLabel: minimum != nil, maximumLabel: maximum != nil)
            controlValue = value.map { binding in { [unowned self] in self.fraction(of: binding, in: range) } }
            controlType = "Slider<\(sliderLabel.typeName), \((minimum ?? .empty).typeName)>"
            // `increment`/`decrement` move a Slider as VoiceOver's adjustable actions do: by its step, else
            // by a tenth of its range (not in source: UIKit's UISlider moves by 10%).
            let tenth = range.flatMap { r -> Value? in
                guard case .range(let lower, let upper, _) = r.unboxed, let a = number(lower), let b = number(upper) else { return nil }
                return .double((b - a) / 10)
            }
            behavior = stepperBehavior(value: value, range: range, step: step ?? tenth ?? .double(0.1), onIncrement: nil, onDecrement: nil, at: node)
        case .progressView:
            // `ProgressView(value:total:label:currentValueLabel:)`: the label builders around the bar.
            let value = r.take("value"), total = r.take("total")
            let progressLabel = try titleView ?? labelView(&r, at: node) ?? builderContent(&r, at: node, label: "label")
            let current = try labelView(&r, "currentValueLabel", at: node) ?? .empty
            label = .tuple([progressLabel, current])
            controlType = "ProgressView<\(progressLabel.typeName), \(current.typeName)>"
            // `ProgressView(value: nil)` is indeterminate: a spinner, as with no value at all.
            if let value, { if case .nilValue = value.unboxed { false } else { true } }() {
                chrome = .linearProgress
                let range = Value.range(lower: .double(0), upper: total ?? .double(1), closed: true)
                controlValue = { [unowned self] in self.fraction(of: value, in: range) }
            } else {
                chrome = .circularProgress
            }
        }
        var control = ContainerValue(kind: .control(name: name, chrome: chrome), content: label, typeName: controlType,
                                     label: callLabel(name, args), behavior: behavior)
        control.styling = styling
        control.controlValue = controlValue
        control.buttonRole = buttonRole
        control.fieldText = fieldText
        control.menuItems = menuItems
        control.picker = picker
        return .container(control)
    }
}
