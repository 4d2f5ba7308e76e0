/// A SwiftUI property wrapper viewlab understands: where the wrapped value lives, and what the
/// update cycle does with it. The one description the evaluator, the update cycle's `@self`
/// comparison, `_printChanges` and the catalogue read (design review §8.2).
struct PropertyWrapperSpec: Sendable {
    let name: String
    let storage: Storage
    /// A `DynamicProperty`: SwiftUI installs it before `body` runs and `_printChanges` names it
    /// (`_value`). `@Published` and `@Bindable` are not.
    let isDynamicProperty: Bool
    /// Its value does not come from the parent (the node owns it, or the environment gives it), so
    /// the `@self` comparison of a view's properties leaves it out (update-cycle-research.md §1.2).
    let isParentIndependent: Bool
    /// The view subscribes to the object's `objectWillChange`: `@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject` (an `@Observable` object is observed through the properties read instead).
    let observesObject: Bool

    enum Storage: Sendable {
        /// The view or object owns the value in shared storage, so that bindings made with `$` and
        /// closures that captured the view write to the same place (L398–421).
        case owned
        /// A binding passed in (`@Binding`).
        case binding
        /// An object passed in or found in the environment (`@ObservedObject`, `@Bindable`).
        case reference
        /// Read from the environment by key path (`@Environment(\.font)`).
        case environment
        /// A namespace for matched geometry (`@Namespace`).
        case namespace
    }

    private init(_ name: String, _ storage: Storage, dynamic: Bool = true, parentIndependent: Bool, observesObject: Bool = false) {
        self.name = name; self.storage = storage; isDynamicProperty = dynamic
        isParentIndependent = parentIndependent; self.observesObject = observesObject
    }
}

extension PropertyWrapperSpec {
    /// Every property wrapper viewlab understands, once.
    static let all: [PropertyWrapperSpec] = [
        PropertyWrapperSpec("State", .owned, parentIndependent: true),
        PropertyWrapperSpec("StateObject", .owned, parentIndependent: true, observesObject: true),
        PropertyWrapperSpec("Published", .owned, dynamic: false, parentIndependent: false),
        PropertyWrapperSpec("AppStorage", .owned, parentIndependent: true),
        PropertyWrapperSpec("SceneStorage", .owned, parentIndependent: true),
        PropertyWrapperSpec("FocusState", .owned, parentIndependent: true),
        PropertyWrapperSpec("GestureState", .owned, parentIndependent: true),
        PropertyWrapperSpec("Binding", .binding, parentIndependent: false),
        PropertyWrapperSpec("ObservedObject", .reference, parentIndependent: false, observesObject: true),
        PropertyWrapperSpec("EnvironmentObject", .reference, parentIndependent: true, observesObject: true),
        PropertyWrapperSpec("Bindable", .reference, dynamic: false, parentIndependent: false),
        PropertyWrapperSpec("Environment", .environment, parentIndependent: true),
        PropertyWrapperSpec("Namespace", .namespace, parentIndependent: true),
    ]

    static let named = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
