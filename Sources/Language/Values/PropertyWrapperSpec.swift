/// A SwiftUI property wrapper viewlab understands, and where the wrapped value lives.
struct PropertyWrapperSpec: Sendable {
    let name: String
    let storage: Storage

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
}

extension PropertyWrapperSpec {
    /// Every property wrapper viewlab understands, once: the evaluator reads their storage, the
    /// SwiftUI catalogue lists them.
    static let all: [PropertyWrapperSpec] = [
        (PropertyWrapperSpec.Storage.owned,
         ["State", "StateObject", "Published", "AppStorage", "SceneStorage", "FocusState", "GestureState"]),
        (.binding, ["Binding"]),
        (.reference, ["ObservedObject", "EnvironmentObject", "Bindable"]),
        (.environment, ["Environment"]),
        (.namespace, ["Namespace"]),
    ].flatMap { storage, names in names.map { PropertyWrapperSpec(name: $0, storage: storage) } }

    static let named = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
