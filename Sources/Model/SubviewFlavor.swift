/// Which API handed out a `ViewValue.subview`, one of a view list's elements as a variadic view
/// places it: iOS 18's `Subview` (`Group(subviews:)`, `ForEach(subviews:)`) or the underscored
/// `_VariadicView_Children.Element` (*Thinking in SwiftUI* L3697: "the view proxies of the
/// underlying views"). The two behave alike; they differ in their names.
public enum SubviewFlavor: Sendable {
    case subview, variadicChild

    /// SwiftUI's name of the proxy, of its `id`'s type and of the collection it comes in, as
    /// `type(of:)` prints them: a nested type without its outer one (`_VariadicView_Children.Element`
    /// is `Element`, `Subview.ID` is `ID`), as it prints `_VariadicView.Tree` (LayoutValues.swift).
    public var typeName: String { self == .subview ? "Subview" : "Element" }
    public var idTypeName: String { self == .subview ? "ID" : "AnyHashable" }
    public var collectionTypeName: String { self == .subview ? "SubviewsCollection" : "_VariadicView_Children" }
}
