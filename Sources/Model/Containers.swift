/// A column or row of a lazy grid (L1922–1947).
public struct GridItem: Sendable, Equatable {
    public enum Size: Sendable, Equatable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }
    public var size: Size
    public var spacing: Double?
    public init(size: Size, spacing: Double? = nil) { self.size = size; self.spacing = spacing }
}

/// Views that lay out a list of children (*Thinking in SwiftUI* L1776–1957).
public enum ContainerKind: Sendable {
    case hStack(alignment: AlignmentKey, spacing: Double?)
    case vStack(alignment: AlignmentKey, spacing: Double?)
    case zStack(alignment: Alignment)
    case lazyHStack(alignment: AlignmentKey, spacing: Double?)
    case lazyVStack(alignment: AlignmentKey, spacing: Double?)
    case scrollView(axes: Set<Axis>)
    case list
    case lazyVGrid(columns: [GridItem], alignment: AlignmentKey, spacing: Double?)
    case lazyHGrid(rows: [GridItem], alignment: AlignmentKey, spacing: Double?)
    case viewThatFits(axes: Set<Axis>)
    /// A `TabView`: shows the tab at `selected` (an index into its list) above the tab bar.
    case tabView(selected: Int)
    /// A `Group`: a view list that does no layout of its own (L208–220).
    case group
    /// A `Grid` (or `GridLayout`): rows of cells in shared columns (TiS L1951–1953, which leaves its
    /// algorithm undocumented; viewlab's model is in Layout/Containers/GridRowsLayout.swift).
    case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
    /// A `GridRow`: a row of a grid; anywhere else a Group (*Pro SwiftUI* L2352–2355).
    case gridRow(alignment: AlignmentKey?)
    /// A control (Button, Toggle, …): its label, which is part of the control (the views in it are
    /// not controls of their own), and what iOS draws besides (ControlChrome).
    case control(name: String, chrome: ControlChrome)
    /// A form container (Form, Section): not in source; viewlab lays it out as its content, whose
    /// controls take events.
    case navigation(name: String)
    /// A `NavigationStack` or `NavigationView`: its root, or the page pushed on top of it
    /// (`ContainerValue.pushedPages`), laid out in its place.
    case navigationStack(name: String)
    /// A `DisclosureGroup`: its label row, and under it its content while expanded (content is
    /// the tuple of the two).
    case disclosureGroup(isExpanded: Bool)
    /// A learner's `Layout` (`FlowLayout { … }`).
    case custom(CustomLayout)

    /// Containers that make their rows only when they come on screen (inside a scroll view; a List
    /// is one), and the axis they lay their rows along.
    public var lazyAxis: Axis? {
        switch self {
        case .lazyVStack, .lazyVGrid, .list: .vertical
        case .lazyHStack, .lazyHGrid: .horizontal
        default: nil
        }
    }

    /// The axis a scroll view (or a List) scrolls along.
    public var scrollAxis: Axis? {
        switch self {
        case .scrollView(let axes): axes == [.horizontal] ? .horizontal : .vertical
        case .list: .vertical
        default: nil
        }
    }
}

/// A container and its content. `typeName` is SwiftUI's, e.g. `VStack<TupleView<(Text, Image)>>`.
///
/// What only some containers carry (a control's events, a TabView's selection, a NavigationStack's
/// pages, a Section's header…) is in `ContainerExtras`, read and written through this value as if
/// it were its own (`container.behavior`): a stack's value is then ~180 bytes rather than ~860,
/// and a 10,000-row list keeps two of them a row (the body's and the resolved one).
public struct ContainerValue {
    public var kind: ContainerKind
    public var content: ViewValue
    /// The diagram label with the arguments as written: `HStack(spacing: 20)`.
    public var label: String
    /// Shared between copies until one of them writes (nil: every extra at its default).
    var extras: ContainerExtras.Box?
    private var spelling: TypeSpelling

    /// How the type's name is spelled: as written, or a generic container over the content it was
    /// made with, spelled when asked (each row of a big list is a stack whose full type name,
    /// ~3,000 instructions to spell, nothing but `type(of:)` and the JSON read).
    private enum TypeSpelling {
        case written(String)
        /// `head<argument's type>`: the content as made, which the render tree's resolved copy
        /// (its custom views replaced by their bodies) does not change.
        case generic(head: String, argument: ViewValue)
    }

    public init(kind: ContainerKind, content: ViewValue, typeName: String, label: String, behavior: ControlBehavior? = nil) {
        self.kind = kind; self.content = content; self.spelling = .written(typeName); self.label = label
        if let behavior { self.behavior = behavior }
    }

    /// A container of type `name<content's type>`: `VStack<TupleView<(Text, Image)>>`.
    public init(kind: ContainerKind, content: ViewValue, genericName name: String, label: String) {
        self.kind = kind; self.content = content; self.spelling = .generic(head: name, argument: content); self.label = label
    }

    public var typeName: String {
        switch spelling {
        case .written(let name): name
        case .generic(let head, let argument): "\(head)<\(argument.typeName)>"
        }
    }

    /// The type's name without its generic arguments, `VStack` of `VStack<TupleView<(Text, Image)>>`:
    /// cut at its first "<" byte (a whole character in a type name) rather than by walking its
    /// characters, which cost every container's render-tree node thousands of instructions.
    public var kindName: String {
        switch spelling {
        case .generic(let head, _): return head
        case .written(let typeName):
            guard let angle = typeName.utf8.firstIndex(of: UInt8(ascii: "<")) else { return typeName }
            return String(typeName[..<angle])
        }
    }
}

/// A `GeometryReader`. Its content depends on the size it is given and where it is, so it is built
/// during layout; in the update cycle the runtime builds it at the reader's node once a layout has
/// told it the proxy, so that the views inside have nodes, state and lifecycle actions.
public struct GeometryReaderValue {
    /// The content built for the diagram and the type, with a proxy of size zero.
    public var staticContent: ViewValue
    public var makeContent: (GeometryProxyValue) throws -> ViewValue
    /// Made with the value: a body that did not run again passes on the same reader, whose content
    /// the update cycle keeps rather than builds again.
    public let token = Token()
    public final class Token: Sendable {}
    /// The reader's node in the render tree, when the update cycle resolved it.
    public var renderPath: String?
    /// The content the update cycle built and resolved for a proxy: what layout shows while the
    /// reader gets that proxy.
    public var placed: (proxy: GeometryProxyValue, content: ViewValue)?
    public init(staticContent: ViewValue, makeContent: @escaping (GeometryProxyValue) throws -> ViewValue) {
        self.staticContent = staticContent; self.makeContent = makeContent
    }

    /// The content as the reader shows it: the one built for its place, else the static one.
    public var shownContent: ViewValue { placed?.content ?? staticContent }
}

/// What a `GeometryReader` tells its content (`GeometryProxy`): its size, and where it is in the
/// window and in each named coordinate space around it (TiS L3480–3490, `frame(in:)`).
public struct GeometryProxyValue: Equatable {
    public var size: Size
    /// The reader's origin in the root's space, which is the window's (`.global`).
    public var globalOrigin: Point
    /// The origin of each `.coordinateSpace(name:)` around the reader, in the root's space; the
    /// innermost one of a name wins.
    public var namedOrigins: [String: Point]
    /// Where each view with an `.anchorPreference` placed so far is, in the root's space.
    public var anchorFrames: [ObjectIdentifier: Rect]
    /// How the effects above the reader (`scaleEffect`, `offset`, `rotationEffect`) move its drawing,
    /// and each named space's drawing: `frame(in:)` takes the effects inside the space into account (TiS L3727–3747).
    public var globalTransform: ViewTransform
    public var namedTransforms: [String: ViewTransform]
    public init(size: Size, globalOrigin: Point = .zero, namedOrigins: [String: Point] = [:],
                anchorFrames: [ObjectIdentifier: Rect] = [:], globalTransform: ViewTransform = .identity,
                namedTransforms: [String: ViewTransform] = [:]) {
        self.size = size; self.globalOrigin = globalOrigin; self.namedOrigins = namedOrigins; self.anchorFrames = anchorFrames
        self.globalTransform = globalTransform; self.namedTransforms = namedTransforms
    }

    /// `proxy[anchor]`: the anchored view's frame in the reader's space; nil when that view has not
    /// been placed (it is not in this layout).
    public func resolve(_ token: AnchorToken) -> Rect? {
        anchorFrames[ObjectIdentifier(token)].map {
            Rect(origin: Point(x: $0.minX - globalOrigin.x, y: $0.minY - globalOrigin.y), size: $0.size)
        }
    }

    /// `frame(in:)`: `.local` when `space` is nil, `.global`, or a named space (nil when no ancestor
    /// has that name; SwiftUI then answers in the global space).
    public func frame(in space: CoordinateSpaceName) -> Rect {
        let drawn = globalTransform.apply(Rect(origin: globalOrigin, size: size))
        switch space {
        case .local:
            return Rect(origin: .zero, size: size)
        case .global:
            return drawn
        case .named(let name):
            guard let origin = namedOrigins[name] else { return drawn }
            // Back through the space's own effects, so only those inside it count.
            let inSpace = namedTransforms[name]?.inverted()?.apply(drawn) ?? drawn
            return inSpace.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

/// `CoordinateSpace`: `.local`, `.global`, `.named("scroll")`.
public enum CoordinateSpaceName: Equatable, Sendable {
    case local, global
    case named(String)

    /// The name the nearest scroll view gives its content's space (`.scrollView`, iOS 17): one no
    /// learner's `.coordinateSpace(name:)` can write.
    public static let scrollViewName = "\u{1}scrollView"
}

/// A `ForEach`: one view per element, each with an explicit identity (L306–311).
public struct ForEachValue {
    public struct Element {
        public var id: String
        public var view: ViewValue
        /// The id itself: what a `List(selection:)` row selects (SwiftUI tags a ForEach's rows with their ids).
        public var value: (any LearnerValue)?
        public init(id: String, view: ViewValue, value: (any LearnerValue)? = nil) { self.id = id; self.view = view; self.value = value }
    }
    public var dataTypeName: String
    public var idTypeName: String
    public var elements: [Element]
    /// The content's static shape, for the type name when the data is empty.
    public var template: ViewValue
    public var label: String
    /// `ForEach(0..<n) { … }`: a range without `id:`, identified by offset, which SwiftUI expects to
    /// stay the same size (update-cycle-research.md §1.5).
    public var isConstantRange: Bool
    public init(dataTypeName: String, idTypeName: String, elements: [Element], template: ViewValue, label: String,
                isConstantRange: Bool = false) {
        self.dataTypeName = dataTypeName; self.idTypeName = idTypeName; self.elements = elements
        self.template = template; self.label = label; self.isConstantRange = isConstantRange
    }

    /// SwiftUI's type name: `ForEach<Range<Int>, Int, Text>`.
    public var typeName: String { "ForEach<\(dataTypeName), \(idTypeName), \(template.typeName)>" }
}

/// The learner's view struct behind a `CustomViewValue`, whose body the update cycle decides when
/// to run. The hosting layer's `InterpretedView` is its one conformer; Model only carries it.
public protocol ViewSource: AnyObject {}

/// A learner's `struct X: View`. Outside the update cycle its body is evaluated at once; inside it
/// (the Runtime layer), `body` is `.empty` and `source` holds the struct until the runtime decides
/// to run `body` for the render-tree node it belongs to (update-cycle-research.md §2.1).
public struct CustomViewValue {
    public var typeName: String
    public var body: ViewValue
    /// The learner's struct, which only the Runtime layer reads; nil once `body` is resolved.
    public var source: (any ViewSource)?
    public init(typeName: String, body: ViewValue, source: (any ViewSource)? = nil) {
        self.typeName = typeName; self.body = body; self.source = source
    }
}

/// A DisclosureGroup's `isExpanded` binding.
public struct DisclosureExpansion {
    public var read: () throws -> Bool
    public var write: (Bool) throws -> Void
    public init(read: @escaping () throws -> Bool, write: @escaping (Bool) throws -> Void) { self.read = read; self.write = write }
}
