import ViewlabModel

// A small DSL that builds view values the way the interpreter does, with SwiftUI's type names
// (shared/spec/type-names.md), so a test reads like the learner's code:
//
//     text("Favorite").padding(10).background(color("teal"))

func text(_ content: String, ideal: Size? = nil, font: TextStyle? = nil) -> ViewValue {
    .text(TextValue(content: content, font: font.map { Font(.style($0)) },
                    textModifiers: font.map { [".font(.\($0.rawValue))"] } ?? [], idealSizeOverride: ideal))
}

func color(_ name: String) -> ViewValue { .color(ColorValue(name)) }

func rectangle() -> ViewValue { .shape(ShapeValue(kind: .rectangle, label: "Rectangle()")) }
func circle() -> ViewValue { .shape(ShapeValue(kind: .circle, label: "Circle()")) }
func capsule() -> ViewValue { .shape(ShapeValue(kind: .capsule, label: "Capsule()")) }

/// A learner's `struct Name: Shape` with its own `sizeThatFits` (B1446–1470).
func shape(_ name: String, sizeThatFits: @escaping (ProposedViewSize) throws -> Size) -> ViewValue {
    .shape(ShapeValue(kind: .custom(name: name, sizeThatFits: sizeThatFits), label: "\(name)()"))
}

func image(_ name: String, resizable: Bool = false) -> ViewValue {
    .image(ImageValue(name: name, isSystemName: false, isResizable: resizable))
}

func symbol(_ name: String) -> ViewValue { .image(ImageValue(name: name, isSystemName: true)) }

func spacer(minLength: Double? = nil) -> ViewValue { .spacer(minLength: minLength) }
func divider() -> ViewValue { .divider }

private func content(_ children: [ViewValue]) -> ViewValue {
    children.count == 1 ? children[0] : .tuple(children)
}

private func container(_ name: String, _ kind: ContainerKind, _ args: [String?], _ children: [ViewValue]) -> ViewValue {
    let body = content(children)
    let a = arguments(args)
    return .container(ContainerValue(kind: kind, content: body, typeName: "\(name)<\(body.typeName)>",
                                     label: a.isEmpty ? name : "\(name)(\(a))"))
}

func hStack(alignment: AlignmentKey = .verticalCenter, spacing: Double? = nil, _ children: ViewValue...) -> ViewValue {
    container("HStack", .hStack(alignment: alignment, spacing: spacing),
              [alignment == .verticalCenter ? nil : "alignment: \(alignment)", spacing.map { "spacing: \(formatNumber($0))" }], children)
}

func vStack(alignment: AlignmentKey = .horizontalCenter, spacing: Double? = nil, _ children: ViewValue...) -> ViewValue {
    container("VStack", .vStack(alignment: alignment, spacing: spacing),
              [alignment == .horizontalCenter ? nil : "alignment: \(alignment)", spacing.map { "spacing: \(formatNumber($0))" }], children)
}

func zStack(alignment: Alignment = .center, _ children: ViewValue...) -> ViewValue {
    container("ZStack", .zStack(alignment: alignment), [alignment == .center ? nil : "alignment: \(alignment)"], children)
}

func lazyHStack(_ children: ViewValue...) -> ViewValue {
    container("LazyHStack", .lazyHStack(alignment: .verticalCenter, spacing: nil), [], children)
}

func lazyVStack(_ children: ViewValue...) -> ViewValue {
    container("LazyVStack", .lazyVStack(alignment: .horizontalCenter, spacing: nil), [], children)
}

func scrollView(_ children: ViewValue...) -> ViewValue {
    container("ScrollView", .scrollView(axes: [.vertical]), [], children)
}

func lazyVGrid(columns: [GridItem], spacing: Double? = nil, _ children: ViewValue...) -> ViewValue {
    container("LazyVGrid", .lazyVGrid(columns: columns, alignment: .horizontalCenter, spacing: spacing),
              ["columns: …", spacing.map { "spacing: \(formatNumber($0))" }], children)
}

func viewThatFits(_ children: ViewValue...) -> ViewValue {
    container("ViewThatFits", .viewThatFits(axes: [.horizontal, .vertical]), [], children)
}

func tabView(selected: Int = 0, _ children: ViewValue...) -> ViewValue {
    let body = content(children)
    return .container(ContainerValue(kind: .tabView(selected: selected), content: body, typeName: "TabView<Int, \(body.typeName)>",
                                     label: "TabView"))
}

func geometryReader(_ makeContent: @escaping (Size) throws -> ViewValue) -> ViewValue {
    .geometryReader(GeometryReaderValue(staticContent: (try? makeContent(.zero)) ?? .empty, makeContent: { try makeContent($0.size) }))
}

func forEach(_ count: Int, _ make: (Int) -> ViewValue) -> ViewValue {
    let elements = (0..<count).map { ForEachValue.Element(id: String($0), view: make($0)) }
    return .forEach(ForEachValue(dataTypeName: "Range<Int>", idTypeName: "Int", elements: elements,
                                 template: elements.first?.view ?? .empty, label: "ForEach(0..<\(count))"))
}

/// A learner's view `struct Name: View` with its body.
func custom(_ name: String, _ body: ViewValue) -> ViewValue { .custom(CustomViewValue(typeName: name, body: body)) }

extension ViewValue {
    private func modified(_ kind: ModifierKind, _ type: String, _ name: String, _ args: String = "") -> ViewValue {
        .modified(self, Modifier(kind: kind, typeName: type, name: name, arguments: args))
    }

    func padding(_ length: Double = 16) -> ViewValue {
        modified(.padding(EdgeInsets(all: length)), "_PaddingLayout", "padding", formatNumber(length))
    }

    func padding(_ insets: EdgeInsets) -> ViewValue {
        modified(.padding(insets), "_PaddingLayout", "padding",
                 "EdgeInsets(top: \(formatNumber(insets.top)), leading: \(formatNumber(insets.leading)), "
                     + "bottom: \(formatNumber(insets.bottom)), trailing: \(formatNumber(insets.trailing)))")
    }

    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewValue {
        modified(.frame(width: width, height: height, alignment: alignment), "_FrameLayout", "frame",
                 arguments([width.map { "width: \(formatNumber($0))" }, height.map { "height: \(formatNumber($0))" },
                            alignment == .center ? nil : "alignment: \(alignment)"]))
    }

    func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
               minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
               alignment: Alignment = .center) -> ViewValue {
        let named: [(String, Double?)] = [("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                                          ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)]
        return modified(.flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                     minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                                     alignment: alignment)),
                        "_FlexFrameLayout", "frame",
                        arguments(named.map { n, v in v.map { "\(n): \($0 == .infinity ? ".infinity" : formatNumber($0))" } }
                                  + [alignment == .center ? nil : "alignment: \(alignment)"]))
    }

    func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewValue {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical), "_FixedSizeLayout", "fixedSize",
                 horizontal && vertical ? "" : "horizontal: \(horizontal), vertical: \(vertical)")
    }

    func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewValue {
        modified(.aspectRatio(ratio: ratio, contentMode: contentMode), "_AspectRatioLayout", "aspectRatio",
                 arguments([ratio.map(formatNumber), "contentMode: .\(contentMode.rawValue)"]))
    }

    func scaledToFill() -> ViewValue { modified(.aspectRatio(ratio: nil, contentMode: .fill), "_AspectRatioLayout", "scaledToFill") }

    func offset(x: Double = 0, y: Double = 0) -> ViewValue {
        modified(.offset(x: x, y: y), "_OffsetEffect", "offset", "x: \(formatNumber(x)), y: \(formatNumber(y))")
    }

    func position(x: Double, y: Double) -> ViewValue {
        modified(.position(x: x, y: y), "_PositionLayout", "position", "x: \(formatNumber(x)), y: \(formatNumber(y))")
    }

    /// `.background(Color.teal)`: the ShapeStyle overload.
    func background(_ style: ViewValue) -> ViewValue {
        modified(.background(style, alignment: .center), "_BackgroundStyleModifier<\(style.typeName)>", "background")
    }

    func background(alignment: Alignment = .center, _ content: ViewValue) -> ViewValue {
        modified(.background(content, alignment: alignment), "_BackgroundModifier<\(content.typeName)>", "background",
                 alignment == .center ? "" : "alignment: \(alignment)")
    }

    func overlay(alignment: Alignment = .center, _ content: ViewValue) -> ViewValue {
        modified(.overlay(content, alignment: alignment), "_OverlayModifier<\(content.typeName)>", "overlay",
                 alignment == .center ? "" : "alignment: \(alignment)")
    }

    /// `.border(color)`: an overlay, so it does not change layout (NIS).
    func border(_ name: String) -> ViewValue {
        let stroke = ViewValue.shape(ShapeValue(kind: .rectangle, typeName: "_StrokedShape<Rectangle._Inset>",
                                                label: "Rectangle().strokeBorder(.\(name))"))
        return modified(.overlay(stroke, alignment: .center), "_OverlayModifier<_ShapeView<_StrokedShape<Rectangle._Inset>, Color>>",
                        "border", ".\(name)")
    }

    func layoutPriority(_ value: Double) -> ViewValue {
        modified(.layoutPriority(value), "_TraitWritingModifier<LayoutPriorityTraitKey>", "layoutPriority", formatNumber(value))
    }

    func rotationEffect(degrees: Double) -> ViewValue {
        modified(.rotationEffect(Angle(degrees: degrees), anchor: .center), "_RotationEffect", "rotationEffect",
                 ".degrees(\(formatNumber(degrees)))")
    }

    func scaleEffect(_ s: Double) -> ViewValue {
        modified(.scaleEffect(x: s, y: s, anchor: .center), "_ScaleEffect", "scaleEffect", formatNumber(s))
    }

    func alignmentGuide(_ key: AlignmentKey, _ value: @escaping (ViewDimensions) throws -> Double) -> ViewValue {
        modified(.alignmentGuide(key, value), "_AlignmentWritingModifier", "alignmentGuide", key.description)
    }

    func accessibilityIdentifier(_ id: String) -> ViewValue {
        modified(.accessibilityIdentifier(id), "AccessibilityAttachmentModifier", "accessibilityIdentifier", "\"\(id)\"")
    }

    func font(_ style: TextStyle) -> ViewValue {
        modified(.environment(.font(Font(.style(style)))), "_EnvironmentKeyWritingModifier<Optional<Font>>", "font",
                 ".\(style.rawValue)")
    }

    func lineLimit(_ n: Int?, reservesSpace: Bool = false) -> ViewValue {
        modified(.environment(.lineLimit(n, reservesSpace: reservesSpace)), "_EnvironmentKeyWritingModifier<Optional<Int>>",
                 "lineLimit", n.map(String.init) ?? "nil")
    }

    func truncationMode(_ mode: TruncationMode) -> ViewValue {
        modified(.environment(.truncationMode(mode)), "_EnvironmentKeyWritingModifier<Text.TruncationMode>",
                 "truncationMode", ".\(mode.rawValue)")
    }

    func minimumScaleFactor(_ f: Double) -> ViewValue {
        modified(.environment(.minimumScaleFactor(f)), "_EnvironmentKeyWritingModifier<CGFloat>", "minimumScaleFactor",
                 formatNumber(f))
    }

    func clipped() -> ViewValue { modified(.clip, "_ClipEffect<Rectangle>", "clipped") }
}

private func arguments(_ parts: [String?]) -> String { parts.compactMap { $0 }.joined(separator: ", ") }
