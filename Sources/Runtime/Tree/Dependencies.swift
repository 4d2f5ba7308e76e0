import ViewlabLanguage
import ViewlabModel

/// What a custom view's last body read (research §2.1): state boxes (with the property read
/// through and the value seen), `@Observable` properties, the objects observed whole, and the
/// environment values its `@Environment` properties read. A change to any of them runs the body again.
struct Dependencies {
    var stateReads: [(storage: Ref, property: String, seen: Value)] = []
    var propertyReads: [PropertyRead] = []
    var observedObjects: [(property: String, state: ObservableObjectState)] = []
    /// By property.
    var environmentSeen: [String: Value] = [:]

    /// Whether the body read any state or observable property.
    var readsState: Bool { !(stateReads.isEmpty && propertyReads.isEmpty) }

    /// Whether a state box or an observable property read has changed since.
    var hasChanged: Bool {
        stateReads.contains { !$0.storage.value.isSame(as: $0.seen) } || propertyReads.contains(where: \.hasChanged)
    }

    /// Takes what a body or a style's `makeBody` read, as a tracker recorded it.
    mutating func record(_ tracker: ReadTracker) {
        stateReads = tracker.stateReads.map { ($0.storage, $0.property, $0.storage.value) }
        propertyReads = tracker.propertyReads
    }
}
