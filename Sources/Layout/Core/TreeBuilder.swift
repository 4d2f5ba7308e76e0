import ViewlabModel

/// Turns a view value into layout nodes: one per view and per modifier (B1533), with list
/// producers flattened away (`listElements`), `.accessibilityIdentifier` naming the node it
/// modifies (cli-contract.md), and environment values (font, lineLimit, …) carried down to texts.
final class TreeBuilder {
    struct Environment {
        /// The environment values written above (font, lineLimit, …), which texts lay out with.
        var values = EnvironmentValues()
        /// The writer of `font` and its line (`VStack.font(.title), line 3`), which `explain` names;
        /// worked out only when a trace asks.
        var fontWriter: (() -> Bilingual)?
        /// The enclosing stack's axis, which orients Spacers and Dividers (B1505, B1509).
        var stackAxis: Axis?
        /// Inside an overlay or background, a Group's views stack as in a ZStack (L220).
        var groupsStackInDepth = false
        /// The nearest scroll view, which `containerRelativeFrame` measures; nil: the window.
        var relativeContainer: RelativeContainer?
        /// A List row that is a NavigationLink: the link takes the row's width, with its chevron.
        var isLinkRow = false
    }

    let options: LayoutOptions
    /// The last node's id: the number of nodes built, which the first pass sizes its result by.
    private(set) var nextID = 0
    /// Problems found while building (bad frame values), reported with the layout's warnings.
    private(set) var warnings: [LayoutWarning] = []
    /// The matched geometry groups' sources, which every `.matchedGeometryEffect` node shares.
    let matchedGeometry = MatchedGeometryTable()
    /// Whether a learner's layout in the tree answers `spacing(subviews:)`: only then do stacks ask
    /// their children how much room they want (LayoutContext.spacing(of:)).
    private(set) var hasLearnerSpacing = false

    /// The window, whose proposal `containerRelativeFrame` measures outside any scroll view.
    let window = RelativeContainer(name: "window")

    init(options: LayoutOptions) { self.options = options }

    /// The one node a view stands for. An empty list lays out as EmptyView; several views where
    /// one is expected (a root or a ViewModifier body that is a list) form an implicit VStack (NIS).
    func build(_ view: ViewValue, _ env: Environment) -> LayoutNode {
        guard view.unfoldsIntoElements else { return element(view, env) }
        // Each element keeps its identity (`if`, `else`, an id), so that a branch at a body's root
        // is another view after the switch (TiS L2661–2667: the views transition, not interpolate).
        let elements = view.identifiedElements
        if elements.count == 1 {
            let node = element(elements[0].view, env)
            node.identity = elements[0].identity
            return node
        }
        if elements.isEmpty { return node(.empty, "EmptyView()", EmptyLeaf()) }
        var inner = env
        inner.groupsStackInDepth = false
        if env.groupsStackInDepth {
            inner.stackAxis = nil
            return node(view, kind: "ZStack", "ZStack (implicit)", ZStackLayout(alignment: .center), children: children(view, inner))
        }
        inner.stackAxis = .vertical
        return node(view, kind: "VStack", "VStack (implicit)", StackLayout(axis: .vertical, alignment: .horizontalCenter, spacing: nil),
                    children: children(view, inner))
    }

    /// The views of a scroll view or a secondary view: a Group that is all of them, with the
    /// modifiers on it, is one view, its elements stacked (TiS L220, view-trees-state.md case 10: "as
    /// the only subview within a scroll view, the group behaves like a VStack"; in an overlay or a
    /// background, like an implicit ZStack), and the modifiers apply once, not to each element.
    private func views(_ content: ViewValue, _ env: Environment) -> [LayoutNode] {
        var base = content
        while case .modified(let inner, _) = base { base = inner }
        guard case .container(let c) = base, case .group = c.kind, content.identifiedElements.count > 1 else { return children(content, env) }
        return [element(content, env)]
    }

    /// The node of a view known to be one list element: the content of a modifier that is one
    /// (it has as many elements as its content, L213). A view that is not a list producer is its
    /// own element, so its list is not walked again: at each link of a chain of d modifiers that
    /// walk would go down the rest of the chain, O(d²) in all.
    func single(_ view: ViewValue, _ env: Environment) -> LayoutNode {
        view.unfoldsIntoElements ? build(view, env) : element(view, env)
    }

    /// The nodes of a container's children.
    func children(_ view: ViewValue, _ env: Environment) -> [LayoutNode] {
        view.identifiedElements.map { item in
            let node = element(item.view, env)
            node.identity = item.identity
            return node
        }
    }

    /// A node for `view`, named by the view's `kindName` (the tree diagram's short name) unless a
    /// kind is given.
    func node(_ view: ViewValue, kind: String? = nil, _ label: String, _ algorithm: any LayoutAlgorithm,
                      children: [LayoutNode] = [], priority: Double? = nil, subviewValues: SubviewValues = SubviewValues(),
                      isSpacer: Bool? = nil, effect: RenderEffect? = nil) -> LayoutNode {
        nextID += 1
        return LayoutNode(id: nextID, kind: kind ?? view.kindName, view: view, label: label, algorithm: algorithm,
                          children: children, priority: priority ?? children.first.map(\.priority) ?? 0,
                          subviewValues: subviewValues, isSpacer: isSpacer ?? false, effect: effect)
    }

    func element(_ view: ViewValue, _ env: Environment) -> LayoutNode {
        switch view {
        case .text(let written):
            // Measured and drawn in the environment's text case; named as written.
            var t = written
            if let textCase = env.values.textCase { t.content = textCase.apply(t.content) }
            return node(view, written.label, TextLeaf(text: t, environment: env.values, fontWriter: env.fontWriter))
        case .image(let image):
            let font = env.values.font ?? Font(.style(.body))
            let (natural, known) = options.images.size(of: image, pointSize: font.pointSize(at: env.values.dynamicTypeSize))
            let n = node(view, image.label, ImageLeaf(image: image, natural: natural))
            if !known { warn(n, Message.imageNotRegistered.filled([image.name, "\(natural)"])) }
            return n
        case .color(let c):
            return node(view, c.label, ShapeLeaf(kind: .fillsProposal))
        case .shape(let s):
            let kind: ShapeLeaf.Kind
            switch s.kind {
            case .circle: kind = .circle
            case .custom(_, let fits?): kind = .custom(fits)
            default: kind = .fillsProposal
            }
            return node(view, s.label, ShapeLeaf(kind: kind))
        case .spacer(let minLength):
            return node(view, minLength.map { "Spacer(minLength: \(formatNumber($0)))" } ?? "Spacer()", SpacerLeaf(minLength: minLength ?? options.spacerMinLength, axis: env.stackAxis),
                        priority: -.infinity, isSpacer: true)
        case .divider:
            return node(view, "Divider()", DividerLeaf(enclosingStack: env.stackAxis))
        case .empty:
            return node(view, "EmptyView()", EmptyLeaf())
        case .container(let c):
            return container(view, c, env)
        case .geometryReader(let reader):
            var inner = env
            inner.stackAxis = nil
            let layout = GeometryReaderLayout(reader: reader) { [unowned self] in self.children($0, inner) }
            return node(view, "GeometryReader", layout)
        case .modified(let content, let modifier):
            return modified(view, content, modifier, env)
        case .custom(let c):
            let body = build(c.body, env)
            return node(view, c.typeName, PassThroughLayout(why: .bodysSize), children: [body],
                        isSpacer: body.isSpacer)
        case .anyView(let content), .identified(let content, _, _), .modifierContent(let content, _), .subview(let content, _, _):
            return build(content, env)
        case .tuple, .optional, .conditional, .forEach:
            return build(view, env)
        }
    }

    private func container(_ view: ViewValue, _ c: ContainerValue, _ env: Environment) -> LayoutNode {
        var inner = env
        inner.stackAxis = nil
        // A Group is a ZStack only as the overlay's own view, not inside a container there.
        if case .group = c.kind {} else { inner.groupsStackInDepth = false }
        let algorithm: any LayoutAlgorithm
        switch c.kind {
        case .hStack(let alignment, let spacing):
            inner.stackAxis = .horizontal
            algorithm = StackLayout(axis: .horizontal, alignment: alignment, spacing: spacing)
        case .vStack(let alignment, let spacing):
            inner.stackAxis = .vertical
            algorithm = StackLayout(axis: .vertical, alignment: alignment, spacing: spacing)
        case .zStack(let alignment):
            algorithm = ZStackLayout(alignment: alignment)
        case .lazyHStack(let alignment, let spacing):
            inner.stackAxis = .horizontal
            algorithm = LazyStackLayout(axis: .horizontal, alignment: alignment, spacing: spacing)
        case .lazyVStack(let alignment, let spacing):
            inner.stackAxis = .vertical
            algorithm = LazyStackLayout(axis: .vertical, alignment: alignment, spacing: spacing)
        case .scrollView(let axes):
            let container = RelativeContainer(name: "ScrollView")
            inner.relativeContainer = container
            algorithm = ScrollViewLayout(axes: axes.isEmpty ? [.vertical] : axes, container: container,
                                         offset: options.appliesScrollOffsets ? c.scrollOffset : 0)
        case .list:
            return list(view, c, env.values.listStyle, inner)
        case .navigation("Form"):
            // A Form's sections are an inset grouped list's on iOS (Apple's documentation of `Form`:
            // "On iOS, forms appear as grouped lists").
            return list(view, c, .insetGrouped, inner)
        case .lazyVGrid(let columns, let alignment, let spacing):
            algorithm = GridLayout(trackAxis: .horizontal, tracks: columns, alignment: alignment, spacing: spacing)
        case .lazyHGrid(let rows, let alignment, let spacing):
            algorithm = GridLayout(trackAxis: .vertical, tracks: rows, alignment: alignment, spacing: spacing)
        case .viewThatFits(let axes):
            algorithm = ViewThatFitsLayout(axes: axes)
        case .tabView(let selected):
            return tabView(view, c, selected: selected, inner)
        case .custom(let layout):
            if layout.spacing != nil { hasLearnerSpacing = true }
            inner.stackAxis = layout.stackOrientation
            algorithm = CustomLayoutAlgorithm(layout)
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
            let geometry = GridGeometry()
            let grid = GridRowsLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                                      geometry: geometry)
            geometry.grid = grid
            let rows = c.content.gridRows.map { item -> LayoutNode in
                let row: LayoutNode
                if case .container(let r) = item.view, case .gridRow(let rowAlignment) = r.kind {
                    row = node(item.view, r.label, GridRowLayout(alignment: rowAlignment, geometry: geometry), children: children(r.content, inner))
                } else {
                    row = element(item.view, inner)
                }
                row.identity = item.identity
                return row
            }
            return node(view, c.label, grid, children: rows)
        case .control(_, var chrome):
            if let parts = c.picker { return picker(view, c, parts, env) }
            if case .control("LabeledContent", _) = c.kind { return labeledContent(view, c, env) }
            var env = env
            // iOS draws a List row that is a link with a chevron at the row's end (UITableViewCell's disclosure indicator).
            if env.isLinkRow, c.behavior?.push != nil { chrome = .disclosure }
            env.isLinkRow = false
            let layout = ControlLayout(chrome: chrome, roundedBorder: env.values.textFieldStyleIsRoundedBorder, labelsHidden: env.values.labelsHidden)
            switch chrome {
            case .slider, .linearProgress, .circularProgress: return node(view, c.label, layout, children: children(c.content, env))
            case .textField, .searchField:
                // A field with text shows it where the placeholder was.
                if let text = c.fieldText?() ?? nil, !text.isEmpty {
                    return node(view, c.label, layout, children: [element(.text(TextValue(content: text)), env)])
                }
                return node(view, c.label, layout, children: [build(c.content, env)])
            default: return node(view, c.label, layout, children: [build(c.content, env)])
            }
        case .disclosureGroup(let isExpanded):
            // The label row, and while expanded the content under it, leading (not in source: iOS's
            // default DisclosureGroupStyle; viewlab's model).
            let parts = c.content.listElements
            let rows = parts.prefix(1).map { build($0, inner) } + (isExpanded ? parts.dropFirst().flatMap { children($0, inner) } : [])
            return node(view, c.label, StackLayout(axis: .vertical, alignment: .leading, spacing: nil), children: rows)
        case .navigationStack:
            // The page on top of the stack stands in the root's place (its nodes are kept, not shown).
            return navigationStack(view, c, env)
        case .group, .navigation, .gridRow:
            // A GridRow outside a grid is a Group (Pro SwiftUI L2352–2355).
            return node(view, c.label, PassThroughLayout(why: .contentsSize), children: [build(c.content, env)])
        }
        if case .scrollView = c.kind { return node(view, c.label, algorithm, children: views(c.content, inner)) }
        return node(view, c.label, algorithm, children: children(c.content, inner))
    }

    private func modified(_ view: ViewValue, _ content: ViewValue, _ modifier: Modifier, _ env: Environment) -> LayoutNode {
        let label = modifier.arguments.isEmpty ? modifier.name : "\(modifier.name)(\(modifier.arguments))"
        func wrap(_ algorithm: any LayoutAlgorithm, _ child: LayoutNode, priority: Double? = nil,
                  setting set: (inout SubviewValues) -> Void = { _ in }, effect: RenderEffect? = nil,
                  secondary: [LayoutNode] = []) -> LayoutNode {
            var values = child.subviewValues
            set(&values)
            return node(view, label, algorithm, children: [child] + secondary, priority: priority, subviewValues: values,
                        isSpacer: modifier.isLayoutNeutral && child.isSpacer, effect: effect)
        }
        var secondaryEnv = env
        secondaryEnv.stackAxis = nil
        secondaryEnv.groupsStackInDepth = true
        switch modifier.kind {
        case .accessibilityIdentifier(let identifier):
            let n = single(content, env)
            if n.identifier == nil { n.identifier = identifier }
            return n
        case .environment(let write):
            var inner = env
            inner.values.apply(write)
            if case .font = write {
                inner.fontWriter = {
                    var view = content
                    while case .modified(let base, _) = view { view = base }
                    return Bilingual(formula: view.kindName + modifier.label)
                        + ((modifier.writtenOnLine?() ?? nil).map { Message.fontWrittenOnLine.filled(["\($0)"]) } ?? .empty)
                }
            }
            return wrap(PassThroughLayout(why: .environmentOnly), single(content, inner))
        case .padding(let insets):
            return wrap(PaddingLayout(insets: insets), single(content, env))
        case .frame(let width, let height, let alignment):
            var problems: [Bilingual] = []
            let w = checkedLength(width, "width", &problems), h = checkedLength(height, "height", &problems)
            return warned(wrap(FixedFrameLayout(width: w, height: h, alignment: alignment), single(content, env)), problems)
        case .flexibleFrame(let frame):
            var problems: [Bilingual] = []
            let (w, h) = flexibleBounds(frame, &problems)
            return warned(wrap(FlexibleFrameLayout(width: w, height: h, alignment: frame.alignment), single(content, env)),
                          problems)
        case .fixedSize(let horizontal, let vertical):
            return wrap(FixedSizeLayout(horizontal: horizontal, vertical: vertical), single(content, env))
        case .aspectRatio(let ratio, let mode):
            return wrap(AspectRatioLayout(ratio: ratio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }, mode: mode), single(content, env))
        case .offset:
            return wrap(PassThroughLayout(why: .offsetDrawsElsewhere), single(content, env), effect: RenderEffect(modifier.kind))
        case .rotationEffect:
            return wrap(PassThroughLayout(why: .rotationDrawnOnly), single(content, env), effect: RenderEffect(modifier.kind))
        case .scaleEffect:
            return wrap(PassThroughLayout(why: .scaleDrawnOnly), single(content, env), effect: RenderEffect(modifier.kind))
        case .rotation3DEffect:
            return wrap(PassThroughLayout(why: .rotation3DDrawnOnly),
                        single(content, env), effect: RenderEffect(modifier.kind))
        case .visualEffect(let effect):
            return wrap(VisualEffectLayout(effect), single(content, env))
        case .position(let x, let y):
            return wrap(PositionLayout(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0), single(content, env))
        case .background(let secondary, let alignment):
            return wrap(SecondaryViewLayout(alignment: alignment, name: modifier.name, isOverlay: false), single(content, env),
                        secondary: views(secondary, secondaryEnv))
        case .overlay(let secondary, let alignment):
            return wrap(SecondaryViewLayout(alignment: alignment, name: modifier.name, isOverlay: true), single(content, env),
                        secondary: views(secondary, secondaryEnv))
        case .safeAreaInset(let secondary, let edge, let alignment, let spacing):
            return wrap(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing), single(content, env),
                        secondary: [build(secondary, secondaryEnv)])
        case .layoutValue(let key, let value):
            // Like `layoutPriority`, the outermost write is the one the layout reads (not in source).
            return wrap(PassThroughLayout(why: .layoutValue, "\(key)"), single(content, env),
                        setting: { $0.layoutValues[key] = value })
        case .preference(let key, _), .transformPreference(let key, _, _), .anchorPreference(let key, _, _):
            return wrap(PassThroughLayout(why: .writesPreference, "\(key)"), single(content, env))
        case .preferenceReader(let reader):
            let layout = PreferenceReaderLayout(reader: reader, content: content) { [unowned self] in self.children($0, secondaryEnv) }
            return wrap(layout, single(content, env))
        case .coordinateSpace(let name):
            return wrap(PassThroughLayout(why: .namesSpace, name), single(content, env))
        case .layoutPriority(let value):
            return wrap(PassThroughLayout(why: .priorityForStacks, formatNumber(value)),
                        single(content, env), priority: value.isNaN ? 0 : value)
        case .alignmentGuide(let key, let closure):
            return wrap(PassThroughLayout(why: .setsGuide, "\(key)", guide: (key, closure)),
                        single(content, env))
        case .custom(let body):
            return wrap(PassThroughLayout(why: .bodysSize), build(body, env))
        case .matchedGeometry(let effect):
            if !effect.isSource { matchedGeometry.hasTargets = true }
            return wrap(MatchedGeometryLayout(effect, table: matchedGeometry), single(content, env))
        case .gridCell(let trait):
            return wrap(PassThroughLayout(why: .gridCellSetting), single(content, env),
                        setting: { $0.set(trait) })
        case .clip, .inert, .tag, .tabItem, .action, .disabled, .allowsHitTesting, .navigationBar, .toolbar, .environmentObject, .navigationDestination, .swipeActions, .onDelete, .onMove:
            return wrap(PassThroughLayout(why: .drawingOnly), single(content, env))
        case .containerRelativeFrame(let frame):
            return wrap(ContainerRelativeFrameLayout(frame, container: env.relativeContainer ?? window), single(content, env))
        case .presentation(let presentation):
            return self.presentation(view, label, presentation, content: content, env)
        case .presentationSetting:
            return wrap(PassThroughLayout(why: .sheetSetting), single(content, env))
        case .listRow:
            return wrap(PassThroughLayout(why: .listRowSetting), single(content, env))
        case .searchable:
            return wrap(PassThroughLayout(why: .searchable), single(content, env))
        case .scrollPosition:
            return wrap(PassThroughLayout(why: .scrollPosition), single(content, env))
        case .contentShape:
            return wrap(PassThroughLayout(why: .takesTouches), single(content, env))
        case .contextMenu:
            return wrap(PassThroughLayout(why: .contextMenu), single(content, env))
        case .transition(let spec):
            let n = wrap(PassThroughLayout(why: .drawingOnly), single(content, env))
            n.transition = spec
            return n
        }
    }

    /// Fixed-frame lengths: negative, NaN or infinite values become nil with a warning (NIS, ext).
    private func checkedLength(_ value: Double?, _ name: String, _ problems: inout [Bilingual]) -> Double? {
        guard let value else { return nil }
        if value.isNaN || value.isInfinite || value < 0 {
            problems.append(Message.frameLengthIgnored.filled([name, formatNumber(value)]))
            return nil
        }
        return value
    }

    /// Flexible-frame bounds per axis. NaN is dropped and negative values become 0 with a warning;
    /// min ≤ ideal ≤ max must hold, and when it does not SwiftUI logs "Contradictory frame
    /// constraints specified." and goes on (A497–515): viewlab warns the same way and raises the
    /// later bounds to the earlier ones (NIS).
    private func flexibleBounds(_ f: FlexibleFrame, _ problems: inout [Bilingual])
        -> (FlexibleFrameLayout.Bounds, FlexibleFrameLayout.Bounds) {
        var found: [Bilingual] = []
        defer { problems += found }
        func warn(_ message: Message, _ values: String...) { found.append(message.filled(values)) }
        func clean(_ v: Double?, _ name: String) -> Double? {
            guard let v else { return nil }
            if v.isNaN { warn(.frameLengthIgnored, name, "NaN"); return nil }
            if v < 0 { warn(.frameLengthZero, name, formatNumber(v)); return 0 }
            return v
        }
        func bounds(_ lo: Double?, _ ideal: Double?, _ hi: Double?, _ axis: String) -> FlexibleFrameLayout.Bounds {
            var b = FlexibleFrameLayout.Bounds(min: clean(lo, "min\(axis)"), ideal: clean(ideal, "ideal\(axis)"),
                                               max: clean(hi, "max\(axis)"))
            if b.ideal?.isInfinite == true { warn(.frameLengthIgnored, "ideal\(axis)", "∞"); b.ideal = nil }
            if b.min?.isInfinite == true { warn(.frameLengthIgnored, "min\(axis)", "∞"); b.min = nil }
            let ordered = [b.min, b.ideal, b.max].compactMap { $0 }
            if ordered != ordered.sorted() {
                warn(.contradictoryFrame)
                if let lo = b.min { b.ideal = b.ideal.map { Swift.max($0, lo) }; b.max = b.max.map { Swift.max($0, lo) } }
                if let ideal = b.ideal { b.max = b.max.map { Swift.max($0, ideal) } }
            }
            return b
        }
        return (bounds(f.minWidth, f.idealWidth, f.maxWidth, "Width"), bounds(f.minHeight, f.idealHeight, f.maxHeight, "Height"))
    }

    private func warned(_ node: LayoutNode, _ problems: [Bilingual]) -> LayoutNode {
        for problem in problems { warn(node, problem) }
        return node
    }

    private func warn(_ node: LayoutNode, _ text: Bilingual) {
        warnings.append(LayoutWarning(node: node.id, nodeLabel: node.label, text: text))
    }
}

extension UnitPoint {
    /// The anchor, or the centre when a coordinate is not a number.
    var finite: UnitPoint { x.isFinite && y.isFinite ? self : .center }
}
