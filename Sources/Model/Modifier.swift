/// The min/ideal/max bounds of `frame(minWidth:idealWidth:maxWidth:…)` (L1554–1638).
public struct FlexibleFrame {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// What a modifier does, as the layout engine and the diagrams need it.
public enum ModifierKind {
    case padding(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    /// The secondary view is drawn behind the primary (L86–88, L1703–1732).
    case background(ViewValue, alignment: Alignment)
    case overlay(ViewValue, alignment: Alignment)
    /// `.safeAreaInset(edge: .bottom) { bar }`: the secondary view at the edge, the primary inset by
    /// its length and the spacing (nil: the views' own spacing).
    case safeAreaInset(ViewValue, edge: TransitionSpec.Edge, alignment: AlignmentKey, spacing: Double?)
    case layoutPriority(Double)
    /// `.preference(key: K.self, value: v)`: the key's name and the value (Preferences.swift).
    case preference(key: String, value: any LearnerValue)
    /// `.anchorPreference(key: K.self, value: .bounds) { [$0] }`: a preference whose value holds
    /// anchors of this view (`token`), resolved once the view is placed.
    case anchorPreference(key: String, value: any LearnerValue, token: AnchorToken)
    /// `.transformPreference(K.self) { $0 += 1 }`: changes what the content collects. With an
    /// anchor, `.transformAnchorPreference(key:value:transform:)`: the closure also gets an anchor of
    /// this view, which the layout resolves where the view is placed.
    case transformPreference(key: String, anchor: AnchorToken?, transform: (any LearnerValue) throws -> any LearnerValue)
    /// `.overlayPreferenceValue(K.self) { … }`, `.backgroundPreferenceValue(K.self) { … }`.
    case preferenceReader(PreferenceReader)
    /// `.coordinateSpace(name: "x")` / `.coordinateSpace(.named("x"))`: a space `frame(in:)` can name.
    case coordinateSpace(String)
    /// `.layoutValue(key: Rank.self, value: 3)`: a value a learner's `Layout` reads from its subview
    /// (`subview[Rank.self]`). The value is the Language layer's, carried through unread.
    case layoutValue(key: String, value: any LearnerValue)
    case environment(EnvironmentWrite)
    case rotationEffect(Angle, anchor: UnitPoint)
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    /// `.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))`: drawn turned about the axis
    /// through the anchor, seen head on (viewlab draws the orthographic projection, no perspective).
    case rotation3DEffect(Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint)
    case alignmentGuide(AlignmentKey, (ViewDimensions) throws -> Double)
    case accessibilityIdentifier(String)
    /// A learner's `ViewModifier`: its `body(content:)`, in which `.modifierContent` stands for the
    /// modified view.
    case custom(body: ViewValue)
    /// `clipped()`, `clipShape`, `cornerRadius`: drawing only (L1741).
    case clip
    /// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`: what a cell
    /// tells the Grid around it.
    case gridCell(GridCellTrait)
    /// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    case matchedGeometry(MatchedGeometry)
    /// `.transition(…)`: how the view comes and goes (environment-animation.md §3.6); nil for a
    /// transition viewlab does not model, which animates as the default `.opacity`.
    case transition(TransitionSpec?)
    /// Modifiers with no effect on layout: opacity, shadow, gestures, lifecycle, traits.
    case inert
    /// `.tag(_:)`: the value, as `print` shows it, that a TabView's or Picker's selection matches,
    /// and the value itself (the Language layer's), which a Picker's selection is set to.
    case tag(String, value: any LearnerValue)
    /// `onTapGesture`, `onAppear`, `onDisappear`, `onChange`, `task`: learner code the update cycle runs.
    case action(ViewAction)
    /// `.tabItem { Label(…) }`: the label a TabView's tab bar shows for the view (not drawn; a tap on
    /// its text selects the tab in the update cycle).
    case tabItem(label: ViewValue)
    /// `.disabled(_:)`: controls below take no events while it is true.
    case disabled(Bool)
    /// `.allowsHitTesting(false)`: the views below take no touches; they reach the views around.
    case allowsHitTesting(Bool)
    /// `.environmentObject(store)`, `.environment(model)`: an object the views below find by its
    /// type (the Language layer's value, carried through unread).
    case environmentObject(typeName: String, object: any LearnerValue)
    /// `.navigationDestination(for:)`, `(isPresented:)`, `(item:)`: what the NavigationStack around it can push.
    case navigationDestination(NavigationDestination)
    /// `ForEach(…).onDelete(perform:)`: a swipe from a row's trailing edge reveals "Delete", which
    /// calls the learner's action with the row's index (as an `IndexSet`).
    case onDelete((Int) throws -> Void)
    /// `ForEach(…).onMove(perform:)`: a row dragged up or down the List is moved, calling the
    /// learner's action with its index (an `IndexSet`) and the destination offset.
    case onMove((_ from: Int, _ to: Int) throws -> Void)
    /// `.swipeActions(edge:allowsFullSwipe:content:)`: buttons a swipe from the edge reveals on a List row.
    case swipeActions(leading: Bool, content: ViewValue)
    /// `.visualEffect { content, proxy in content.offset(…) }`: effects on the drawing that read the view's geometry.
    case visualEffect(VisualEffect)
    /// `.containerRelativeFrame(…)`: a frame sized from the nearest container's length.
    case containerRelativeFrame(ContainerRelativeFrame)
    /// `.navigationTitle`, its display mode, a hidden bar: what the NavigationStack's bar shows.
    case navigationBar(NavigationBarSetting)
    /// `.toolbar { … }`: the items the page puts in the NavigationStack's bar (`ToolbarItem`s, or
    /// views, which go at its trailing end), resolved by the update cycle, whose buttons take taps.
    case toolbar(ViewValue)
    /// `.sheet`, `.alert` and the other presentations: content above the view while presented,
    /// which takes no part in the view's layout.
    case presentation(Presentation)
    /// `.presentationDetents`, `.presentationDragIndicator`, `.presentationCornerRadius`: what the
    /// content of a sheet asks of the sheet it is presented in.
    case presentationSetting(PresentationSetting)
    /// `.listRowInsets`, `.listRowSeparator`, `.listRowBackground`: how the List lays out and draws the row.
    case listRow(ListRowSetting)
    /// `.contextMenu { … }`: the items a long press on the view opens.
    case contextMenu(ViewValue)
    /// `.contentShape(Circle())`: where the view takes touches: inside the shape in its frame, in
    /// place of what it draws.
    case contentShape(ShapeValue)
    /// `.searchable(text:prompt:)`: the search field the NavigationStack's bar shows under its title
    /// (a TextField control that `type` types into).
    case searchable(ViewValue)
    /// `.scrollPosition(id:anchor:)`: the binding to the id of the first view a ScrollView shows.
    case scrollPosition(ScrollPosition)
}

/// A modifier: what it does, SwiftUI's type name for it, and how the diagram labels it.
public struct Modifier {
    public var kind: ModifierKind
    /// SwiftUI's type, e.g. `_PaddingLayout` or `_BackgroundStyleModifier<Color>`.
    public var typeName: String
    /// The short name: `padding`, `frame`, `background`. JSON's `kind` and the diagram use it.
    public var name: String
    /// The arguments as a learner would write them, without secondary views: `10`, `width: 50`.
    public var arguments: String
    /// What the update cycle does with a modifier whose layout is its `kind` (a phase animator lays
    /// out as its body and is also advanced by its trigger).
    public var action: ViewAction?
    /// The environment value the modifier writes, by its key (`font`, `isEnabled`, a learner's
    /// key), with the value as the learner's code gave it (the Language layer's): what
    /// `@Environment(\.key)` reads below it in the update cycle (update-cycle-research.md §2.5).
    public var environmentEntry: (key: String, value: any LearnerValue)?
    /// What the modifier does to the drawing (opacity, clip, shadow, …); nil for one that draws nothing.
    public var drawingEffect: DrawingEffect?
    /// `.transformEnvironment(\.key) { … }`: the key, and the learner's closure applied to the
    /// value that flows in (nil when no ancestor wrote one: the closure starts from the default).
    public var environmentTransform: (key: String, transform: ((any LearnerValue)?) throws -> any LearnerValue)?
    /// The source line of an environment writer, worked out only when `viewlab env` names it.
    public var writtenOnLine: (() -> Int?)?
    /// The value an environment writer wrote, as `tree --env` shows it (`"dark"`, `.title`).
    public var writtenValueText: (() -> String?)?
    /// Accepted, but what it configures (the keyboard, a bar, haptics) viewlab neither lays out nor
    /// draws: the tree says so beside it.
    public var hasNoEffectHere = false

    public init(kind: ModifierKind, typeName: String, name: String, arguments: String = "", action: ViewAction? = nil,
                environmentEntry: (key: String, value: any LearnerValue)? = nil) {
        self.kind = kind; self.typeName = typeName; self.name = name; self.arguments = arguments; self.action = action
        self.environmentEntry = environmentEntry
    }

    /// Whether the views below see a value or an object this modifier sets.
    public var writesEnvironment: Bool {
        if case .environmentObject = kind { return true }
        return environmentEntry != nil || environmentTransform != nil
    }

    /// `.padding(10)`, or `.padding` without arguments, as the book's diagrams write it (L84).
    public var label: String { arguments.isEmpty ? "." + name : ".\(name)(\(arguments))" }

    /// The secondary view of `background`/`overlay`, drawn as a second child (L84, L345).
    public var secondary: ViewValue? {
        switch kind {
        case .background(let v, _), .overlay(let v, _), .safeAreaInset(let v, _, _, _): v
        default: nil
        }
    }

    /// Modifiers that are not layout nodes: guides and priorities pass through them (spec layout.md §8.6).
    public var isLayoutNeutral: Bool {
        switch kind {
        case .accessibilityIdentifier, .inert, .clip, .transition, .tabItem, .environment, .tag, .preference, .transformPreference, .anchorPreference,
             .action, .disabled, .allowsHitTesting, .navigationBar, .toolbar, .environmentObject, .gridCell, .navigationDestination, .presentation, .swipeActions, .onDelete, .onMove, .listRow, .searchable, .scrollPosition, .contentShape, .contextMenu: true
        default: false
        }
    }
}
