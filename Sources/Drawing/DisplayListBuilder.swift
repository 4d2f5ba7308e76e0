import ViewlabLayout
import ViewlabModel

/// Builds the display list of a laid-out tree: each node draws its own content (a colour, a shape,
/// a text, an image), then its children in painting order — a background's views behind the
/// content, an overlay's in front (TiS L1703–1732), siblings by `zIndex` — and a modifier with a
/// drawing effect wraps what its subtree draws in a group.
public struct DisplayListBuilder {
    let result: LayoutResult
    var approximations: Set<String> = []
    /// The presented layers met while drawing (a sheet, an alert), with what their presenter
    /// inherited: drawn after everything else, above the window.
    private var layers: [(index: Int, inherited: Inherited)] = []

    public static func build(_ result: LayoutResult) throws -> DisplayList {
        var builder = DisplayListBuilder(result: result)
        var items = result.nodes.isEmpty ? [] : try builder.items(of: 0, Inherited())
        // A layer may present another (an alert from a sheet): it joins the list as it is met.
        var next = 0
        while next < builder.layers.count {
            let layer = builder.layers[next]
            items += try builder.items(of: layer.index, layer.inherited)
            next += 1
        }
        return DisplayList(items: items, bounds: bounds(result), approximations: builder.approximations.sorted())
    }

    /// What a node's ancestors set that its drawing uses.
    struct Inherited {
        /// The environment values written above it: the foreground style (`.foregroundStyle`,
        /// `.foregroundColor`, `.tint`) and how a text's lines line up (`.multilineTextAlignment`).
        var environment = EnvironmentValues()
        /// Inside a Button: its label is drawn in the accent colour unless a foreground is set.
        var inButton = false

        /// The foreground a text or a plain shape is drawn with: the nearest style set above, else
        /// the accent colour in a button (SwiftUI's default button tint), else primary (black).
        var resolvedForeground: Paint {
            environment.foregroundStyle.map { .color(DisplayListBuilder.rgba($0)) } ?? .color(inButton ? NamedColors.light["accentColor"]! : NamedColors.light["primary"]!)
        }
    }

    private mutating func items(of index: Int, _ inherited: Inherited) throws -> [DisplayItem] {
        let placed = result.nodes[index]
        var inherited = inherited
        var effect: DrawingEffect?
        var own: [DisplayItem] = []
        switch placed.node.view {
        case _ where placed.node.presentedChrome != nil:
            // A presented layer's node stands for its content, whose own node draws it.
            own = placed.node.presentedChrome.map { presentedLayer($0, placed) } ?? []
        case .color(let c):
            own = [.shape(DrawnShape(path: rectangle(placed.frame), paint: .color(Self.rgba(c)), stroke: nil, evenOdd: false,
                                     paintBox: placed.frame, transform: placed.transform, label: placed.label))]
        case .shape(let s):
            own = try shape(s, placed, inherited)
        case .text(let t):
            // A Text's own `.foregroundColor`/`.foregroundStyle` wins over the environment's.
            var textInherited = inherited
            if let c = t.foreground { textInherited.environment.foregroundStyle = c }
            if let text = result.drawnText(at: index) {
                let drawn = run(text, placed, textInherited)
                own = inherited.environment.isRedacted ? redacted(drawn, placed) : [.text(drawn)]
            }
            approximations.insert("text: each line drawn where the \(result.metricModel) metric broke it, its glyphs fitted to the measured width")
        case .image where inherited.environment.isRedacted:
            own = redactedImage(placed.drawn ?? placed.frame, inherited.resolvedForeground.firstColor, placed)
        case .image(let image):
            if image.isSystemName, let glyph = SymbolGlyphs.glyph(image.name) {
                own = symbol(glyph, placed, inherited)
                approximations.insert("SF Symbols: viewlab's own drawings of the common ones, not Apple's artwork")
            } else {
                own = [.image(ImageMark(name: image.name, isSystemName: image.isSystemName, frame: placed.drawn ?? placed.frame,
                                        color: inherited.resolvedForeground.firstColor, transform: placed.transform))]
                approximations.insert("images: a placeholder the image's size (viewlab has no image files, nor every SF Symbol)")
            }
        case .container(let c):
            // A Button's, a Link's or a Menu's label is drawn in the accent colour.
            if c.behavior != nil { inherited.inButton = inherited.inButton || ["Button", "Link", "Menu", "EditButton", "ShareLink"].contains { c.label.hasPrefix($0) } }
            if let bar = placed.node.tabBarHeight, bar > 0 { own = tabBar(height: bar, placed) }
            if case .navigationStack = c.kind {
                own = groupedBackgroundUnderBar(index, placed)
                if let bottom = placed.node.bottomBarHeight, bottom > 0 { own += toolbar(height: bottom, placed) }
            }
            if let style = placed.node.listStyle,
               let geometry = placed.node.listGeometry(width: placed.frame.width, childSizes: result.children(of: index).map { result.nodes[$0].frame.size }) {
                own = listBackground(style, geometry, placed)
                approximations.insert("lists: cards, separators and insets drawn as viewlab's model of iOS's inset grouped and plain styles")
            }
            if let chrome = placed.node.controlChrome, chrome != .none {
                let labels = result.children(of: index).map { result.nodes[$0].frame }
                own = controlChrome(chrome, value: c.controlValue?(), placed, labels: labels,
                                    roundedBorder: inherited.environment.textFieldStyleIsRoundedBorder)
                // A text field's label is its placeholder, drawn in iOS's placeholder grey.
                if chrome == .textField || chrome == .searchField, (c.fieldText?() ?? nil)?.isEmpty != false { inherited.environment.foregroundStyle = ColorValue("placeholderText", rgba: RGBA(197, 197, 199)) }
                approximations.insert("controls: switches, sliders, steppers, fields and progress bars drawn as viewlab's model of iOS's default look")
            }
        case .modified(_, let m):
            if case .environment(let write) = m.kind { inherited.environment.apply(write) }
            effect = m.drawingEffect
        default:
            break
        }
        if case .hidden? = effect { return [] }
        // A Button with the destructive role is drawn red (UIKit's destructive actions; SwiftUI's Button(role:)).
        if case .container(let c) = placed.node.view, c.buttonRole == .destructive { inherited.environment.foregroundStyle = ColorValue("red") }
        var children: [DisplayItem] = []
        let isTabView = placed.node.tabBarHeight != nil
        for child in paintingOrder(result.children(of: index)) {
            if result.nodes[child].role == .presented {
                layers.append((child, inherited))
                continue
            }
            var childInherited = inherited
            // A TabView's bar items: the selected tab's in the accent colour, the others grey.
            if isTabView {
                let item = placed.node.tabItem(placed.node.children.firstIndex { $0 === result.nodes[child].node } ?? 0)
                if item.isItem { childInherited.environment.foregroundStyle = item.isSelected ? ColorValue("accentColor") : TabBarColors.unselected }
            }
            children += try items(of: child, childInherited)
        }
        if case .container(let c) = placed.node.view, c.kind.scrollAxis != nil, !children.isEmpty {
            // A scroll view or a List shows its content inside its bounds (UIScrollView clips to them), scrolled or not.
            var clipped = DisplayGroup(items: own + children)
            clipped.clip = (rectangle(placed.frame), placed.transform)
            (own, children) = ([], [.group(clipped)])
        }
        var drawn = own + children
        // An animation caught in flight draws the node at the moment's opacity, in place of its own `.opacity`'s.
        var fadesOwnOpacity = false
        if case .opacity? = effect, placed.fade != nil { fadesOwnOpacity = true }
        if let effect, !fadesOwnOpacity { drawn = group(drawn, effect, placed) }
        if let fade = placed.fade { drawn = group(drawn, .opacity(fade), placed) }
        return drawn
    }

    // MARK: Content

    private mutating func shape(_ s: ShapeValue, _ placed: PlacedNode, _ inherited: Inherited) throws -> [DisplayItem] {
        let frame = placed.frame
        guard frame.isFinite else { return [] }
        if let canvas = s.canvas {
            var drawing = CanvasDrawing(base: placed.transform.concatenating(ViewTransform(translationX: frame.minX, y: frame.minY)),
                                        metrics: result.textMetrics, label: placed.label, foreground: inherited.resolvedForeground)
            let items = try drawing.items(try canvas(frame.size))
            approximations.formUnion(drawing.approximations)
            // What a canvas draws stays inside its frame (not in source: a Canvas renders into a layer its own size).
            var group = DisplayGroup(items: items)
            group.clip = (rectangle(frame), placed.transform)
            return [.group(group)]
        }
        var inset = s.drawing.inset
        var stroke: StrokeStyle?
        let paint: Paint, evenOdd: Bool
        switch s.drawing.mode {
        case .fill(let p, let eo): paint = p; evenOdd = eo
        case .stroke(let p, let style): paint = p; stroke = style; evenOdd = false
        case .strokeBorder(let p, let style): paint = p; stroke = style; evenOdd = false; inset += style.lineWidth / 2
        }
        // A shape's path(in:) gets its own coordinates, origin zero (SwiftUI's Shape contract).
        let local = Rect(x: 0, y: 0, width: frame.width, height: frame.height).insetBy(dx: inset, dy: inset)
        var path = try s.path(in: local).offsetBy(dx: frame.minX, dy: frame.minY)
        if let trim = s.drawing.trim { path = path.trimmedPath(from: trim.lowerBound, to: trim.upperBound) }
        let resolved = paint == .foreground ? inherited.resolvedForeground : paint
        return [.shape(DrawnShape(path: path, paint: resolved, stroke: stroke, evenOdd: evenOdd, paintBox: frame,
                                  transform: placed.transform, label: placed.label))]
    }

    private func run(_ text: DrawnText, _ placed: PlacedNode, _ inherited: Inherited) -> TextRun {
        let frame = placed.frame
        let lines = text.lines.enumerated().map { i, line in
            let x: Double = switch inherited.environment.multilineTextAlignment {
            case .center: frame.minX + (frame.width - line.width) / 2
            case .trailing: frame.maxX - line.width
            case .leading: frame.minX
            }
            return (text: line.text, origin: Point(x: x, y: frame.minY + text.ascent + Double(i) * text.lineHeight), width: line.width)
        }
        return TextRun(lines: lines, pointSize: text.pointSize, isBold: text.isBold, color: inherited.resolvedForeground.firstColor,
                       frame: frame, transform: placed.transform)
    }

    // MARK: Effects

    private mutating func group(_ items: [DisplayItem], _ effect: DrawingEffect, _ placed: PlacedNode) -> [DisplayItem] {
        var group = DisplayGroup(items: items)
        switch effect {
        case .opacity(let o):
            let o = min(max(o, 0), 1)
            // On a compositing group the opacity fades the composite; elsewhere SwiftUI applies it to
            // each view below, so overlapping views show through one another (Apple's documentation
            // of `compositingGroup()`).
            if items.count == 1, case .group(let layer) = items[0], layer.isLayer { group.opacity = o } else {
                return DisplayListBuilder.fading(items, by: o)
            }
        case .clip(let shape):
            let frame = placed.frame
            let local = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            let path = ((try? shape?.path(in: local)) ?? nil) ?? rectangle(local)
            group.clip = (path.offsetBy(dx: frame.minX, dy: frame.minY), placed.transform)
        case .mask(let view):
            let frame = placed.frame
            guard frame.isFinite, let masked = try? maskItems(view, in: frame) else { return items }
            group.mask = DisplayListBuilder.transformed(masked, by: placed.transform.concatenating(ViewTransform(translationX: frame.minX, y: frame.minY)))
        case .shadow(let c, let r, let x, let y):
            group.shadow = (c, r, x, y)
            approximations.insert("shadow: a Gaussian blur of the views' shapes with standard deviation radius/2")
        case .blur(let radius):
            group.blurRadius = radius
            approximations.insert("blur: a Gaussian blur with standard deviation radius/2")
        case .filter(let filter):
            group.filters = [filter]
            approximations.insert("colour filters: drawn with SVG's colour matrices (not in the terminal picture)")
        case .blendMode(let mode):
            group.blendMode = mode
            approximations.insert("blend modes: drawn with CSS mix-blend-mode (\(mode))")
        case .compositingGroup(let drawingGroup):
            group.isLayer = true
            if drawingGroup { approximations.insert("drawingGroup: drawn as one layer, as compositingGroup is (no Metal here)") }
        case .zIndex, .hidden:
            return items
        }
        return group.isPlain ? items : [.group(group)]
    }

    /// A mask's view laid out in the masked view's frame size (as an overlay is), and drawn; its
    /// items in the frame's own coordinates.
    private mutating func maskItems(_ view: ViewValue, in frame: Rect) throws -> [DisplayItem] {
        let laid = try LayoutEngine.layout(view, in: ProposedViewSize(width: frame.width, height: frame.height),
                                           options: LayoutOptions(textMetrics: result.textMetrics))
        let list = try DisplayListBuilder.build(laid)
        approximations.formUnion(list.approximations)
        return list.items
    }

    /// Items drawn `factor` as opaque: each view's colours, or a layer as a whole.
    static func fading(_ items: [DisplayItem], by factor: Double) -> [DisplayItem] {
        guard factor < 1 else { return items }
        return items.map { item in
            switch item {
            case .shape(var s): s.paint = s.paint.multiplyingOpacity(by: factor); return .shape(s)
            case .text(var r): r.color = r.color.multiplyingOpacity(by: factor); return .text(r)
            case .image(var i): i.opacity *= factor; return .image(i)
            case .group(var g):
                if g.isLayer { g.opacity *= factor } else { g.items = fading(g.items, by: factor) }
                return .group(g)
            case .sprite(var s): s.alpha *= factor; return .sprite(s)
            }
        }
    }

    /// Items moved by `transform` (applied after each item's own).
    static func transformed(_ items: [DisplayItem], by t: ViewTransform) -> [DisplayItem] {
        items.map { item in
            switch item {
            case .shape(var s): s.transform = t.concatenating(s.transform); return .shape(s)
            case .text(var r): r.transform = t.concatenating(r.transform); return .text(r)
            case .image(var i): i.transform = t.concatenating(i.transform); return .image(i)
            case .group(var g):
                g.items = transformed(g.items, by: t)
                if let (path, ct) = g.clip { g.clip = (path, t.concatenating(ct)) }
                g.mask = g.mask.map { transformed($0, by: t) }
                return .group(g)
            case .sprite(var s): s.transform = t.concatenating(s.transform); return .sprite(s)
            }
        }
    }

    /// Children in the order they are painted: backgrounds first, then the others; within each,
    /// by `zIndex` (stable: equal ones keep their order).
    private func paintingOrder(_ children: [Int]) -> [Int] {
        func z(_ i: Int) -> Double {
            if case .modified(_, let m) = result.nodes[i].node.view, case .zIndex(let z)? = m.drawingEffect { return z }
            return 0
        }
        let behind = children.filter { result.nodes[$0].role == .background }
        let rest = children.filter { result.nodes[$0].role != .background }
        func sorted(_ list: [Int]) -> [Int] {
            list.enumerated().sorted { (z($0.element), $0.offset) < (z($1.element), $1.offset) }.map(\.element)
        }
        return sorted(behind) + sorted(rest)
    }

    // MARK: Helpers

    private func rectangle(_ r: Rect) -> PathValue {
        var p = PathValue()
        p.addRect(r)
        return p
    }

    /// A colour as drawn; an asset colour (`Color("brand")`), which viewlab cannot look up, is grey.
    /// A colour viewlab cannot name draws grey.
    static func rgba(_ c: ColorValue) -> RGBA { NamedColors.rgba(c) ?? NamedColors.light["gray"]! }

    /// Everything drawn and the proposal: the picture's extent.
    static func bounds(_ result: LayoutResult) -> Rect {
        var box: Rect?
        for node in result.nodes {
            let r = node.drawn ?? node.frame
            guard r.isFinite else { continue }
            box = box.map { $0.union(r) } ?? r
        }
        if let p = result.proposalRect { box = box.map { $0.union(p) } ?? p }
        return box ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }
}
