/// How a `List` lays out and draws its rows (`.listStyle(_:)`; a `Form` is grouped). On iOS,
/// `.automatic` is `.insetGrouped` (Apple's documentation of `DefaultListStyle`: "On iOS, the
/// default style is `insetGrouped`" when the list is not in a sidebar column).
public enum ListStyleKind: String, Sendable {
    /// Rows in rounded cards inset from the list's edges, on the grouped background.
    case insetGrouped
    /// Rows edge to edge in groups, on the grouped background.
    case grouped
    /// Rows edge to edge, one after another.
    case plain
    /// As plain, inset from the edges.
    case inset
    /// As inset grouped (an iPhone shows a sidebar as a list).
    case sidebar

    /// `.listStyle(.plain)`, `.listStyle(PlainListStyle())`: nil for a style viewlab does not know.
    public init?(written name: String) {
        switch name {
        case "automatic", "insetGrouped", "DefaultListStyle", "InsetGroupedListStyle": self = .insetGrouped
        case "grouped", "GroupedListStyle": self = .grouped
        case "plain", "PlainListStyle": self = .plain
        case "inset", "InsetListStyle": self = .inset
        case "sidebar", "SidebarListStyle": self = .sidebar
        default: return nil
        }
    }

    /// Whether its sections are cards with gaps between them on the grouped background.
    public var isGrouped: Bool { self == .insetGrouped || self == .grouped || self == .sidebar }
}
