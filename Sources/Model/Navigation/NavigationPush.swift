/// What a `NavigationLink` puts on its NavigationStack when tapped: the destination view it was
/// made with (`NavigationLink("Apple") { Detail() }`, built with the link, as SwiftUI builds it), a
/// value that the stack's `navigationDestination(for:)` for the value's type turns into a view
/// (`NavigationLink("Pear", value: "Pear")`, iOS 16), or a page shown while a binding says so
/// (`NavigationLink(isActive:)`, `NavigationLink(tag:selection:)`, deprecated in iOS 16).
public enum NavigationPush {
    case view(ViewValue)
    case value(any LearnerValue, typeName: String)
    case bound(BoundPage)
}

/// A modifier inside a NavigationStack that tells it which pages it can show.
public enum NavigationDestination {
    /// `.navigationDestination(for: Fruit.self) { fruit in Detail(fruit) }`: how the stack makes the
    /// view for a pushed value of the type written in `for:` (`Fruit`).
    case forType(String, make: (any LearnerValue) throws -> ViewValue)
    /// `.navigationDestination(isPresented: $showing) { Detail() }` and `(item: $fruit) { fruit in … }`.
    case bound(BoundPage)
}

/// A page on the stack around it while a binding says so: `navigationDestination(isPresented:)`
/// (iOS 16), `navigationDestination(item:)` (iOS 17), `NavigationLink(isActive:)` and
/// `NavigationLink(tag:selection:)`. Setting the binding pushes the page; `back` and `dismiss()`
/// set it back (Apple's documentation of `navigationDestination(isPresented:destination:)`).
public struct BoundPage {
    /// The binding is true, the item is not nil, the selection is the link's tag.
    public var isPresented: () throws -> Bool
    /// What the binding holds, as `print` shows it: another item is another page.
    public var shownValue: () throws -> String
    /// The page's view (for `item:`, the closure given the item).
    public var content: () throws -> ViewValue
    /// Sets the binding back (`false`, `nil`): the page was popped.
    public var dismiss: () throws -> Void
    /// A link's tap: sets the binding (`true`, the link's tag).
    public var activate: () throws -> Void

    public init(isPresented: @escaping () throws -> Bool, shownValue: @escaping () throws -> String,
                content: @escaping () throws -> ViewValue, dismiss: @escaping () throws -> Void,
                activate: @escaping () throws -> Void) {
        self.isPresented = isPresented; self.shownValue = shownValue; self.content = content
        self.dismiss = dismiss; self.activate = activate
    }
}

/// `NavigationStack(path: $path)`: the stack's pages are the path's values, which a push appends
/// to and `back` removes the last of, through the binding (a `[Value]` array or a `NavigationPath`).
public struct NavigationPathBinding {
    /// The values on the path now, each with its type's name.
    public var read: () throws -> [(value: any LearnerValue, typeName: String)]
    public var append: (any LearnerValue) throws -> Void
    public var removeLast: () throws -> Void
    public init(read: @escaping () throws -> [(value: any LearnerValue, typeName: String)],
                append: @escaping (any LearnerValue) throws -> Void, removeLast: @escaping () throws -> Void) {
        self.read = read; self.append = append; self.removeLast = removeLast
    }
}
