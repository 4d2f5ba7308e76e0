import ViewlabLanguage
import ViewlabModel

/// One SwiftUI modifier as viewlab knows it: its name, the view whose own method it is (if any),
/// what it builds on any other view, and how it reads number literals. The catalogue
/// (ModifierCatalog.swift) holds one per name; `applyModifier` dispatches on `build` and `receiver`,
/// so a modifier is handled only if it is catalogued, and the compiler checks that every builder is.
struct ModifierSpec: Sendable {
    let name: String
    /// The view whose own method keeps its type (`Text.bold()` is a Text); nil for a `View` modifier.
    let receiver: ReceiverBuild?
    /// What the modifier builds on a view that is not its receiver.
    let build: ModifierBuild
    /// How a number literal argument is typed (see `NumberLiterals`).
    let numbers: NumberLiterals

    init(_ name: String, on receiver: ReceiverBuild? = nil, _ build: ModifierBuild, numbers: NumberLiterals = .cgFloat) {
        self.name = name; self.receiver = receiver; self.build = build; self.numbers = numbers
    }
}

/// Where a secondary view goes: behind the view or over it.
enum SecondaryPlacement: String, Sendable {
    case background, overlay

    /// `Background`, `Overlay`: the middle of SwiftUI's type names (`_BackgroundModifier<…>`).
    var typeNamePart: String { self == .background ? "Background" : "Overlay" }

    func kind(_ content: ViewValue, alignment: Alignment) -> ModifierKind {
        self == .background ? .background(content, alignment: alignment) : .overlay(content, alignment: alignment)
    }
}

/// The modifiers that write the environment by key path or by an object's type.
enum EnvironmentKeyPathBuild: Sendable {
    /// `environment(\.key, value)`, and iOS 17's `environment(model)` for an `@Observable` object.
    case environment
    /// `environmentObject(store)`.
    case environmentObject
    /// `transformEnvironment(\.key) { value in … }`.
    case transformEnvironment
}

/// The traits a modifier writes on its view.
enum TraitBuild: Sendable {
    case zIndex, tag, transition
}

/// Numbers in SwiftUI's API are CGFloat or Double, except where a parameter is generic or an Int
/// (`lineLimit(_:)`, `tag(_:)`, `animation(_:value:)`'s `value:`).
enum NumberLiterals: Sendable {
    case cgFloat
    /// Every argument keeps the type its literal has.
    case asWritten
    /// The argument with this label keeps its literal's type; the others are CGFloat.
    case asWrittenFor(label: String)

    func hint(_ label: String?) -> Hint {
        switch self {
        case .cgFloat: .double
        case .asWritten: .none
        case .asWrittenFor(let l): label == l ? .none : .double
        }
    }
}

/// The code that builds a `View` modifier (Modifiers.swift). Cases that share code are variants of
/// one SwiftUI rule, told apart there by the modifier's name.
enum ModifierBuild: Sendable {
    case padding, frame, fixedSize, offset, position, border, layoutPriority, layoutValue, coordinateSpace, dynamicTypeSize, id
    /// `preference(key:value:)`; `overlayPreferenceValue`, `backgroundPreferenceValue`.
    case preference, preferenceReader
    case rotationEffect, rotation3DEffect, scaleEffect, alignmentGuide, tabItem, tabViewStyle, textFieldStyle, labelsHidden, foregroundStyle
    /// `redacted(reason:)`, `unredacted()`.
    case redacted(unredacts: Bool)
    /// `aspectRatio(_:contentMode:)` (nil: the mode is read from the arguments), `scaledToFit`
    /// (`.fit`), `scaledToFill` (`.fill`).
    case aspectRatio(ContentMode?)
    /// `background`, `overlay`.
    case secondaryView(SecondaryPlacement)
    /// `.safeAreaInset(edge:alignment:spacing:content:)`: a secondary view at an edge that insets the primary.
    case safeAreaInset
    /// `font`, `lineLimit` and the other modifiers that write one environment value.
    case environmentValue(EnvironmentValueBuild)
    /// `environment(\.key, value)`, and the object forms `environment(model)` and `environmentObject(store)`.
    case environmentKeyPath(EnvironmentKeyPathBuild)
    /// `zIndex`, `tag`, `transition`: a trait on the view.
    case trait(TraitBuild)
    /// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`: what a cell tells its Grid.
    case gridCell
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    case matchedGeometry
    /// `clipped`, `cornerRadius`, `clipShape`.
    case clip
    /// `accessibilityIdentifier` (`isIdentifier`, which events name a view by) and the other
    /// accessibility attachments.
    case accessibility(isIdentifier: Bool)
    /// `modifier(SomeViewModifier())`.
    case custom
    /// `onTapGesture`, `onAppear`, `onDisappear`, `onChange`, `task`: learner code the update cycle runs, with this type name.
    case action(InertTypeName)
    /// `gesture`, `simultaneousGesture`, `highPriorityGesture`: a gesture value's callbacks, run by
    /// the update cycle's events; the modifier's type is `prefix` + the gesture's + `>`.
    case gesture(prefix: String)
    /// `disabled(_:)`: controls below take no events.
    case disabled
    /// `allowsHitTesting(_:)`: views below take no touches while it is false.
    case allowsHitTesting
    /// `listStyle(_:)`: the style of the Lists below.
    case listStyle
    /// `pickerStyle(_:)`: the style of the Pickers below.
    case pickerStyle
    /// `toolbar { … }`: items for the navigation bar; `toolbar(.hidden, for: .navigationBar)` hides it.
    case toolbar
    /// `navigationTitle`, `navigationBarTitleDisplayMode`, `navigationBarHidden`: what the
    /// NavigationStack's bar shows, typed so.
    case navigationBar(InertTypeName)
    /// `sheet`, `fullScreenCover`, `popover`, `inspector`, `alert`, `confirmationDialog`: content the
    /// update cycle presents while the binding says so (Presentations.swift).
    case presentation(Presentation.Style)
    /// `presentationDetents`, `presentationDragIndicator`, `presentationCornerRadius`: what a sheet's
    /// content asks of its sheet, typed so.
    case presentationSetting(InertTypeName)
    /// `listRowInsets`, `listRowSeparator`, `listRowBackground`: a setting of the row for the List around it.
    case listRow(InertTypeName)
    /// `searchable(text:placement:prompt:)`: a search field in the navigation bar.
    case searchable
    /// `.scrollPosition(id:anchor:)`: a binding the ScrollView scrolls to and reports its first row in.
    case scrollPosition
    /// `contextMenu(menuItems:)`, `contextMenu(menuItems:preview:)`: a menu a long press opens.
    case contextMenu
    /// `contentShape(_:eoFill:)`, `contentShape(_:_:eoFill:)`: where the view takes touches.
    case contentShape
    /// `navigationDestination(for:destination:)`: the view a NavigationStack pushes for a value.
    case navigationDestination
    /// `equatable()`: the view in an `EquatableView`.
    case equatable
    /// `swipeActions(edge:allowsFullSwipe:content:)`: buttons a `swipe` reveals on a List row.
    case swipeActions
    /// `onDelete(perform:)` on a ForEach: the Delete a trailing `swipe` reveals on each row.
    case onDelete
    /// `onMove(perform:)` on a ForEach: a row dragged up or down the List is moved.
    case onMove
    /// `visualEffect { content, proxy in … }`: drawing effects made from the view's geometry.
    case visualEffect
    /// `containerRelativeFrame(_:alignment:)`, `(_:count:span:spacing:alignment:)`, `(_:alignment:_:)`.
    case containerRelativeFrame
    /// `phaseAnimator(_:trigger:content:animation:)`, `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    case phaseAnimator, keyframeAnimator
    /// No effect on layout: its arguments are accepted as written and it has this type name.
    case inert(InertTypeName)
    /// As `inert`, for what viewlab does not model at all (the keyboard, bars, haptics): the tree
    /// marks it as having no effect here.
    case withoutEffect(InertTypeName)
    /// `buttonStyle`, `toggleStyle`, `labelStyle`: a component style for the controls below,
    /// typed `prefix` + the style's type + `>` (`.bordered` is `BorderedButtonStyle` with `suffix`).
    case componentStyle(prefix: String, suffix: String)
    /// Only the receiver has it (`simulatedMetrics` is viewlab's own, on Text).
    case receiverOnly
    /// SwiftUI has it on every view, viewlab only on the receiver: "does not support … yet".
    case unsupportedHere
    /// Swift has it only on the receiver (`Image.resizable()`): "has no member".
    case noMember
}

/// The modifiers that keep their receiver's type (*Pro SwiftUI* L1648–1667, *Thinking in SwiftUI* L1687).
enum ReceiverBuild: Sendable {
    /// `Text.font(_:)`.
    case textFont
    /// `Text.simulatedMetrics(idealWidth:idealHeight:)`, viewlab's own.
    case textMetrics
    /// `Text.bold()`, `Text.foregroundColor(_:)` and the other styles recorded on the Text.
    case textStyle
    /// `Image.resizable(capInsets:resizingMode:)`.
    case imageResizable
    /// `Image.renderingMode(_:)` and the options with no effect on layout.
    case imageOption
    /// `Color.opacity(_:)`.
    case colorOpacity
    /// `Shape.fill`, `stroke`, `strokeBorder`.
    case shapeStyle
    /// `Shape.trim(from:to:)`, `InsettableShape.inset(by:)`: a shape made from a shape.
    case shapeOutline
}

/// How an inert modifier's type name is formed (KNOWN-GAPS.md lists the ones not verified).
enum InertTypeName: Sendable {
    /// Always this name.
    case named(String)
    /// `prefix` + T + `>`, T the type of the argument with this label (nil: the first unlabelled),
    /// `Bool` if absent: `.ofArgument("_AnimationModifier<", label: "value")`.
    case ofArgument(String, label: String? = nil)
    /// `base<S>`, S the style a `.name` argument names with this suffix (`.plain` → `PlainButtonStyle`).
    case style(String, suffix: String)
    /// `prefix` + S + `>`, S the type of the shape argument (a rectangle if absent):
    /// `_ContentShapeModifier<Capsule>`.
    case shapeArgument(String)
}
