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

/// The code that builds a view. Cases that share code are told apart there by the view's name.
enum ViewBuild: Sendable {
    case text, tupleView, tabView, image, color, roundedRectangle, spacer, divider, emptyView, zStack, scrollView
    case geometryReader, forEach, anyView
    /// `UnevenRoundedRectangle(topLeadingRadius:…)`.
    case unevenRoundedRectangle
    /// `Rectangle`, `Capsule`, `Ellipse`, `Circle`, `ContainerRelativeShape`.
    case shape
    /// `LinearGradient`, `RadialGradient`, `AngularGradient`, `EllipticalGradient`: as a view, a
    /// rectangle filled with the gradient.
    case gradient
    /// `HStack`, `VStack` and their lazy forms.
    case stack
    /// `List`, `Form`, `Group`, `Section` and the other containers of a builder's content.
    case container
    /// `LazyVGrid`, `LazyHGrid`.
    case grid
    /// `Grid`, `GridRow`.
    case gridOfRows
    /// `Button`, `Toggle` and the other controls, laid out as their label.
    case control
    /// `Canvas { context, size in … }` (Drawing/Canvases.swift).
    case canvas
    /// `TimelineView(.animation) { timeline in … }` (TimelineViews.swift).
    case timelineView
    case keyframeAnimator
    /// `SpriteView(scene:)` (Drawing/SpriteViews.swift).
    case spriteView
    /// `LabeledContent("Speed") { … }` (LabeledContents.swift).
    case labeledContent
}
