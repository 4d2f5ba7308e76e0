import ViewlabModel

/// One SwiftUI view viewlab can build: its name, the code that builds it (Views.swift), and how it
/// reads number literals. The catalogue (ViewCatalog.swift) holds one per name; `constructView`
/// dispatches on `build`, so a view is built only if it is catalogued.
struct ViewSpec: Sendable {
    let name: String
    let build: ViewBuild
    let numbers: NumberLiterals

    init(_ name: String, _ build: ViewBuild, numbers: NumberLiterals = .cgFloat) {
        self.name = name; self.build = build; self.numbers = numbers
    }
}

/// The code that builds a view, with what tells the views that share it apart, so that a name is
/// dispatched once, here in the catalogue.
enum ViewBuild: Sendable {
    case text, tupleView, tabView, image
    /// iOS 18's `Tab` in a TabView (TabView.swift).
    case tab
    case color, roundedRectangle, spacer, divider, emptyView, zStack, scrollView
    case geometryReader, forEach, anyView
    /// `AnyShape(Circle())`: the shape, typed `AnyShape`.
    case anyShape
    /// `ContentUnavailableView` (MoreContainers.swift).
    case contentUnavailable
    /// `ToolbarItem(placement:content:)`, `ToolbarItemGroup(placement:content:)` (Navigation.swift).
    case toolbarItem
    /// `UnevenRoundedRectangle(topLeadingRadius:…)`.
    case unevenRoundedRectangle
    /// `Rectangle`, `Capsule`, `Ellipse`, `Circle`, `ContainerRelativeShape`.
    case shape(ShapeBuild)
    /// `LinearGradient`, `RadialGradient`, `AngularGradient`, `EllipticalGradient`: as a view, a
    /// rectangle filled with the gradient.
    case gradient
    /// `HStack`, `VStack` and their lazy forms.
    case stack(Axis, lazy: Bool)
    /// `List`, `Form`, `Group`, `Section` and the other containers of a builder's content.
    case container(ContainerBuild)
    /// `LazyVGrid` (its columns run vertically) and `LazyHGrid`.
    case grid(Axis)
    /// `Grid`, `GridRow`.
    case gridOfRows
    /// `Button`, `Toggle` and the other controls, laid out as their label.
    case control(ControlBuild)
    /// `Canvas { context, size in … }` (Drawing/Canvases.swift).
    case canvas
    /// `TimelineView(.animation) { timeline in … }` (TimelineViews.swift).
    case timelineView
    case keyframeAnimator
    /// `SpriteView(scene:)` (Drawing/SpriteViews.swift).
    case spriteView
    /// `LabeledContent("Speed") { … }` (LabeledContents.swift).
    case labeledContent
    /// `ControlGroup`, `EquatableView`, `NavigationSplitView`, `OutlineGroup`, `DisclosureGroup`,
    /// `ScrollViewReader` (MoreContainers.swift).
    case controlGroup, equatableView, navigationSplitView, outlineGroup, disclosureGroup, scrollViewReader
    /// `_VariadicView.Tree(root) { … }` (VariadicViews.swift).
    case variadicTree
}

/// The shapes a view's name makes, with nothing to read from their arguments.
enum ShapeBuild: Sendable {
    case rectangle, capsule, ellipse, circle, containerRelative

    var kind: ShapeKind {
        switch self {
        case .rectangle: .rectangle
        case .capsule: .capsule
        case .ellipse: .ellipse
        case .circle: .circle
        case .containerRelative: .containerRelative
        }
    }
}

/// The containers of a builder's content that differ in what they are and how SwiftUI names their type.
enum ContainerBuild: Sendable {
    /// `List { … }` and `List(data) { row }`: `List<Never, Content>`.
    case list
    case group
    /// `WindowGroup(_:id:) { … }`: an app's scene, whose one window on an iPhone shows the content.
    case windowGroup
    /// `ViewThatFits(in:)`: the first child that fits along its axes.
    case viewThatFits
    /// `Section`: a title or header and footer views around its content.
    case section
    /// `NavigationStack`: `NavigationStack<NavigationPath, Content>`.
    case navigationStack
    /// `NavigationView` (iOS 13): a stack that NavigationLinks push onto, under its own name.
    case navigationView
    /// `Form`: its content, under its name.
    case named
}

/// The controls, each with its own arguments, label and events (Views.swift `control`).
enum ControlBuild: Sendable {
    case button, toggle, stepper, slider, textField, label, picker, progressView
    /// `SecureField`: a TextField whose text is not shown.
    case secureField
    /// `Link(_:destination:)`: a button that opens its URL (in viewlab, nothing happens).
    case link
    /// `Menu(_:content:)`, `Menu(content:label:)`: a button that shows its items (closed in viewlab).
    case menu
    /// `TextEditor`, `ColorPicker`, `DatePicker`, `Gauge`, `ShareLink`, `EditButton` (MoreControls.swift).
    case textEditor, colorPicker, datePicker, gauge, shareLink, editButton
    /// `NavigationLink`: a button that pushes its destination, or a value, onto the NavigationStack around it.
    case navigationLink
}
