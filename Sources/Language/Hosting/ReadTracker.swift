import ViewlabModel

/// The reads one `body` makes, which become its dependencies for the next update pass
/// (view-trees-state.md §2.6, update-cycle-research.md §2.2 and §3.2). A `@State` read is recorded
/// with the view property it went through, so a child that reads its parent's state through a
/// `@Binding` depends on it under its own name (`_value`), and the parent, which only passed `$value`,
/// does not. An `@Observable` property read is recorded with the value read, wherever the object
/// came from (a state, a plain property, a global, an array).
public final class ReadTracker {
    /// Each state box read, with the name `_printChanges` gives the property it was read through
    /// (`_value`).
    public private(set) var stateReads: [(storage: Ref, property: String)] = []
    /// Each `@Observable` property read, in order, with the value it had.
    public private(set) var propertyReads: [PropertyRead] = []
    /// The view property a binding is being read through.
    package var bindingProperty: String?
    /// The writes the body tried to make to state installed in the tree, its own or another
    /// view's, with the value it tried to store: SwiftUI ignores them and warns (research §2.2).
    public private(set) var ignoredWrites: [(storage: Ref, attempted: Value)] = []

    public init() {}

    /// What was read already, so that a body reading one thing many times records it once.
    private struct ReadKey: Hashable {
        let owner: ObjectIdentifier
        let name: String
    }
    private var seen = Set<ReadKey>()

    /// A read of `storage` through `property` (`value` for `@State var value`), or through the field
    /// `_printChanges` lists under its own name when `named` (a wrapper written out, `_value`).
    package func noteState(_ storage: Ref, property: String, named: Bool = false) {
        let reported = named ? property : "_" + property
        if seen.insert(ReadKey(owner: ObjectIdentifier(storage), name: "$" + reported)).inserted {
            stateReads.append((storage, reported))
        }
    }

    package func noteIgnoredWrite(_ storage: Ref, _ attempted: Value) { ignoredWrites.append((storage, attempted)) }

    /// The `ObservableObject`s the body published a change of (a `@Published` write, an
    /// `objectWillChange.send()`): SwiftUI warns when a view observes one (research §1.5).
    public private(set) var publishes: [Object] = []

    package func notePublish(_ object: Object) {
        if !publishes.contains(where: { $0 === object }) { publishes.append(object) }
    }

    package func noteProperty(_ object: Object, _ name: String, _ value: Value) {
        if seen.insert(ReadKey(owner: ObjectIdentifier(object), name: name)).inserted {
            propertyReads.append(PropertyRead(object: object, name: name, value: value))
        }
    }
}

/// A read of an `@Observable` object's property: `Model.value`.
public struct PropertyRead {
    public let object: Object
    public let name: String
    /// The value read, which a later write must differ from to invalidate (the macro's `==` check, research §3.1).
    public let value: Value
    /// Whether the property now holds a different value from the one read.
    public var hasChanged: Bool { !sameValue(object.fields[name]?.unboxedForRead ?? .nilValue, value) }
    /// `\Model.value`, as iOS 18 names the trigger.
    public var keyPath: String { "\\\(object.typeName).\(name)" }
}

extension Interpreter {
    /// A stored wrapper property read in a body: the state box it reads is a dependency.
    package func trackedRead(_ stored: Value, property: String, by tracker: ReadTracker) -> Value {
        switch stored {
        case .box(let ref):
            // A branch that did not run, built only for its type, reads nothing (TiS L396, L650–652).
            if !isShapeMode { tracker.noteState(ref, property: property) }
            return ref.value
        case .binding(let b):
            let outer = tracker.bindingProperty
            tracker.bindingProperty = property
            defer { tracker.bindingProperty = outer }
            return (try? b.get()) ?? .nilValue
        default:
            return stored
        }
    }

    /// A binding projected from a state box (`$value`): reading it through a view's `@Binding`
    /// makes that view depend on the box.
    package func stateBinding(_ ref: Ref) -> BindingValue {
        BindingValue(get: { [weak self] in
            if let tracker = self?.context.readTracker, let property = tracker.bindingProperty { tracker.noteState(ref, property: property) }
            return ref.value
        }, set: { [weak self] new in
            guard let self else { return ref.value = new }
            try modifyState(ref) { $0 = new }
        }, source: ref)
    }

    /// Writes a `@State` box, unless a body is running and the box is a node's: SwiftUI ignores a
    /// state write during a view update (research §2.2), so the write is only noted, with the value
    /// it would have stored, for the runtime's warning.
    package func modifyState(_ ref: Ref, _ body: (inout Value) throws -> Void) throws {
        guard let readTracker = context.readTracker, ref.isInstalled else { return try body(&ref.value) }
        var attempted = ref.value
        try body(&attempted)
        readTracker.noteIgnoredWrite(ref, attempted)
    }

    /// An object's stored property written: a `@Published` one publishes on every write, an equal
    /// value too (Combine's `willSet`), so the views observing the object re-render either way
    /// (research §2.4); in a body, that is warned about.
    package func published(_ object: Object, _ name: String) {
        guard isPublished(name, of: object.typeName) else { return }
        notePublish(object)
    }

    package func isPublished(_ name: String, of typeName: String) -> Bool {
        types[typeName]?.stored.first(where: { $0.name == name })?.wrapper == "Published"
    }

    /// A write to an `@Published` property of `object`: its `objectWillChange` fires.
    package func notePublish(_ object: Object) {
        object.willChangeCount += 1
        context.readTracker?.notePublish(object)
    }

    /// An object's stored property read: tracked when the class is `@Observable`.
    package func observedRead(_ object: Object, _ name: String, _ value: Value) {
        guard let readTracker = context.readTracker, !isShapeMode, let type = types[object.typeName], type.isObservable,
              type.stored.first(where: { $0.name == name })?.isObservationIgnored != true else { return }
        readTracker.noteProperty(object, name, value.unboxedForRead)
    }
}
