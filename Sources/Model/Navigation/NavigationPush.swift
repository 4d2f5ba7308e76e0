/// What a `NavigationLink` puts on its NavigationStack when tapped: the destination view it was
/// made with (`NavigationLink("Apple") { Detail() }`, built with the link, as SwiftUI builds it), or a
/// value that the stack's `navigationDestination(for:)` for the value's type turns into a view
/// (`NavigationLink("Pear", value: "Pear")`, iOS 16).
public enum NavigationPush {
    case view(ViewValue)
    case value(any LearnerValue, typeName: String)
}

/// `.navigationDestination(for: Fruit.self) { fruit in Detail(fruit) }`: how the stack around it
/// makes the view for a pushed value of that type.
public struct NavigationDestination {
    /// The type written in `for:` (`Fruit`), matched against the pushed value's type.
    public var typeName: String
    public var make: (any LearnerValue) throws -> ViewValue
    public init(typeName: String, make: @escaping (any LearnerValue) throws -> ViewValue) {
        self.typeName = typeName; self.make = make
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
