/// What only some containers carry, kept apart from `ContainerValue`'s common fields (see there):
/// a control's events and look, a TabView's selection, a NavigationStack's pages, a Section's
/// header and footer, a scroll view's offset and the update cycle's path for it.
public struct ContainerExtras {
    /// A control's events (Button, Toggle, …); nil for a container that takes none.
    public var behavior: ControlBehavior?
    /// The render-tree identity path the update cycle gave a scroll view or a lazy container, so
    /// that their frames in a layout can be matched to their nodes (which rows are on screen).
    public var renderPath: String?
    /// How far the update cycle has scrolled a scroll view's content along its axis (a `scroll`
    /// event, `scrollTo`, `scrollPosition`), in points.
    public var scrollOffset: Double = 0
    /// A TabView's selection through a binding, read again by the update cycle for the TabView's
    /// own node: SwiftUI's TabView reads its selection itself, so a new selection re-runs no body
    /// (the one that built the TabView only passed `$tab`). Gives the index of the tab to show.
    public var readSelection: (() throws -> Int)?
    /// Selects the tab at an index through the binding (writes that tab's `.tag`): a tap on its tab item.
    public var writeSelection: ((Int) throws -> Void)?
    /// A control's value as its chrome draws it now, 0...1: a Toggle's `isOn` (1 for on), a
    /// Slider's or ProgressView's fraction of its range. Read when the picture is drawn, since the
    /// control reads its binding itself (a new value runs no body of the view that made it).
    public var controlValue: (() -> Double?)?
    /// A styleable control's look under the style the environment gives it.
    public var styling: ControlStyling?
    /// The style that drew the control in the last walk (`PillStyle`, `borderedProminent`), which the diagram names.
    public var styledBy: String?
    /// A `TimelineView`'s content at a time (seconds after the session's start), which `render --at`
    /// asks for: SwiftUI's TimelineView runs its content closure again at each of its schedule's
    /// dates, whether or not the body that built it runs again. nil for every other container.
    public var contentAtTime: ((Double) throws -> ViewValue)?
    /// `DisclosureGroup(isExpanded: $on)`: the binding it expands through; nil: its own state.
    public var expansion: DisclosureExpansion?
    /// `NavigationStack(path: $path)`: the pages are the path's values.
    public var navigationPath: NavigationPathBinding?
    /// A `ToolbarItem`'s or `ToolbarItemGroup`'s placement.
    public var toolbarPlacement: ToolbarPlacement?
    /// A `Section`'s header and footer (a title, or views), which a List or a Form lays out above
    /// and below its rows.
    public var sectionHeader: ViewValue?
    public var sectionFooter: ViewValue?
    /// A NavigationStack's pages pushed over its root, resolved by the update cycle: the last is on
    /// screen in the root's place. Empty outside the update cycle.
    public var pushedPages: [ViewValue] = []
    /// A text field's text as it shows it now (a SecureField's as dots), read when it is laid out and
    /// drawn, since the field reads its binding itself; empty or nil: it shows its placeholder.
    public var fieldText: (() -> String?)?
    /// `Button(_:role:action:)`: a cancel or destructive button, which an alert orders and draws apart.
    public var buttonRole: ButtonRole?
    /// `List(selection: $selected)`: a tap on a row selects it.
    public var listSelection: ListSelection?
    /// A `Menu`'s items, which a tap on it (a long press, when it has a primary action) opens.
    public var menuItems: ViewValue?
    /// A `Picker`'s label and options, which the picker style in the environment arranges.
    public var picker: PickerParts?
    /// A NavigationSplitView's columns after its sidebar (its content column, if any, then its
    /// detail), which an iPhone pushes as a list in the column before selects.
    public var splitColumns: [ViewValue] = []

    /// The storage `ContainerValue` shares between its copies, copied before a shared one is written.
    final class Box {
        var value: ContainerExtras
        init(_ value: ContainerExtras) { self.value = value }
    }
}

/// `ContainerValue`'s extras, read and written as if they were its own fields (`container.behavior`):
/// a read of a container that has none gives the default without making a box.
extension ContainerValue {
    public var behavior: ControlBehavior? { get { extras?.value.behavior } set { changeExtras { $0.behavior = newValue } } }
    public var renderPath: String? { get { extras?.value.renderPath } set { changeExtras { $0.renderPath = newValue } } }
    public var scrollOffset: Double { get { (extras?.value ?? ContainerExtras()).scrollOffset } set { changeExtras { $0.scrollOffset = newValue } } }
    public var readSelection: (() throws -> Int)? { get { extras?.value.readSelection } set { changeExtras { $0.readSelection = newValue } } }
    public var writeSelection: ((Int) throws -> Void)? { get { extras?.value.writeSelection } set { changeExtras { $0.writeSelection = newValue } } }
    public var controlValue: (() -> Double?)? { get { extras?.value.controlValue } set { changeExtras { $0.controlValue = newValue } } }
    public var styling: ControlStyling? { get { extras?.value.styling } set { changeExtras { $0.styling = newValue } } }
    public var styledBy: String? { get { extras?.value.styledBy } set { changeExtras { $0.styledBy = newValue } } }
    public var contentAtTime: ((Double) throws -> ViewValue)? { get { extras?.value.contentAtTime } set { changeExtras { $0.contentAtTime = newValue } } }
    public var expansion: DisclosureExpansion? { get { extras?.value.expansion } set { changeExtras { $0.expansion = newValue } } }
    public var navigationPath: NavigationPathBinding? { get { extras?.value.navigationPath } set { changeExtras { $0.navigationPath = newValue } } }
    public var toolbarPlacement: ToolbarPlacement? { get { extras?.value.toolbarPlacement } set { changeExtras { $0.toolbarPlacement = newValue } } }
    public var sectionHeader: ViewValue? { get { extras?.value.sectionHeader } set { changeExtras { $0.sectionHeader = newValue } } }
    public var sectionFooter: ViewValue? { get { extras?.value.sectionFooter } set { changeExtras { $0.sectionFooter = newValue } } }
    public var pushedPages: [ViewValue] { get { (extras?.value ?? ContainerExtras()).pushedPages } set { changeExtras { $0.pushedPages = newValue } } }
    public var fieldText: (() -> String?)? { get { extras?.value.fieldText } set { changeExtras { $0.fieldText = newValue } } }
    public var buttonRole: ButtonRole? { get { extras?.value.buttonRole } set { changeExtras { $0.buttonRole = newValue } } }
    public var listSelection: ListSelection? { get { extras?.value.listSelection } set { changeExtras { $0.listSelection = newValue } } }
    public var menuItems: ViewValue? { get { extras?.value.menuItems } set { changeExtras { $0.menuItems = newValue } } }
    public var picker: PickerParts? { get { extras?.value.picker } set { changeExtras { $0.picker = newValue } } }
    public var splitColumns: [ViewValue] { get { (extras?.value ?? ContainerExtras()).splitColumns } set { changeExtras { $0.splitColumns = newValue } } }

    /// Changes the extras in a box of this value's own: made at the first write, copied first when
    /// another copy of the value shares it.
    private mutating func changeExtras(_ change: (inout ContainerExtras) -> Void) {
        if extras == nil {
            extras = ContainerExtras.Box(ContainerExtras())
        } else if !isKnownUniquelyReferenced(&extras!) {
            extras = ContainerExtras.Box(extras!.value)
        }
        change(&extras!.value)
    }
}
