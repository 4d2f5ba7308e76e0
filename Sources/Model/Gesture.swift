/// A gesture a view carries, as the update cycle's touch events reach it: SwiftUI's gestures
/// (`TapGesture`, `SpatialTapGesture`, `LongPressGesture`, `DragGesture`, `MagnifyGesture`,
/// `RotateGesture`) and the three ways `Gesture` composes them (`sequenced(before:)`,
/// `simultaneously(with:)`, `exclusively(before:)`), each with the callbacks the learner added. The
/// Runtime decides from a touch which callbacks run with which values (Runtime/Events/
/// GestureRecognizer.swift); the closures call back into the interpreter.
public struct Gesture {
    public indirect enum Kind {
        /// `TapGesture(count:)`; `SpatialTapGesture` and `onTapGesture` get where the tap landed.
        case tap(count: Int, spatial: Bool)
        /// `LongPressGesture(minimumDuration:maximumDistance:)`.
        case longPress(minimumDuration: Double, maximumDistance: Double)
        /// `DragGesture(minimumDistance:)`.
        case drag(minimumDistance: Double)
        case magnify
        case rotate
        /// `first.sequenced(before: second)`: the second gets the touch only after the first ended.
        case sequenced(Gesture, Gesture)
        /// `first.simultaneously(with: second)`: both get the touch.
        case simultaneous(Gesture, Gesture)
        /// `first.exclusively(before: second)`: the second only when the first fails.
        case exclusive(Gesture, Gesture)
    }
    public let kind: Kind
    /// The gesture's name in the report and in errors: `DragGesture`, `SequenceGesture`.
    public let name: String
    /// The callbacks run when the value changes, in the order SwiftUI runs them (`updating` before
    /// `onChanged`), by name for the report; empty when the learner added none.
    public let changedCallbacks: [String]
    public let changed: (GestureValue) throws -> Void
    /// `onEnded`'s callbacks (or `onTapGesture`'s action).
    public let endedCallbacks: [String]
    public let ended: (GestureValue) throws -> Void
    /// What runs once the touch is over, whether the gesture ended or failed: `@GestureState`
    /// properties its `updating` wrote go back to their initial values (Apple's documentation of
    /// `GestureState`), and `onLongPressGesture`'s `pressing` hears false.
    public let finishedCallbacks: [String]
    public let finished: ((GestureValue) throws -> Void)?

    public init(kind: Kind, name: String, changedCallbacks: [String] = [], changed: @escaping (GestureValue) throws -> Void = { _ in },
                endedCallbacks: [String] = [], ended: @escaping (GestureValue) throws -> Void = { _ in },
                finishedCallbacks: [String] = [], finished: ((GestureValue) throws -> Void)? = nil) {
        self.kind = kind; self.name = name
        self.changedCallbacks = changedCallbacks; self.changed = changed
        self.endedCallbacks = endedCallbacks; self.ended = ended
        self.finishedCallbacks = finishedCallbacks; self.finished = finished
    }
}

/// Which of a view's gestures a touch goes to first (Apple's documentation of the three modifiers):
/// `.gesture` has "a lower precedence than gestures defined by the view" (a subview's gesture wins),
/// `.highPriorityGesture` "a higher precedence than gestures defined by the view", and
/// `.simultaneousGesture` is processed "simultaneously with gestures defined by the view".
public enum GesturePriority: Sendable {
    case normal, high, simultaneous
}

/// A gesture's value, as SwiftUI hands it to the callbacks.
public indirect enum GestureValue: Equatable, CustomStringConvertible {
    /// `TapGesture`'s `()`; a `SpatialTapGesture`'s (and `onTapGesture`'s) location.
    case tap(location: Point?)
    /// `LongPressGesture`'s Bool.
    case press(Bool)
    case drag(DragSample)
    /// The scale so far.
    case magnification(Double)
    /// The angle so far, in degrees.
    case rotation(degrees: Double)
    /// `SequenceGesture.Value`: `.first(First.Value)` while the first has not ended, then
    /// `.second(First.Value, Second.Value?)`.
    case sequenceFirst(GestureValue)
    case sequenceSecond(GestureValue, GestureValue?)
    /// `SimultaneousGesture.Value`: `first` and `second`, each nil while its gesture has no value.
    case simultaneous(GestureValue?, GestureValue?)
    /// `ExclusiveGesture.Value`: `.first(First.Value)` or `.second(Second.Value)`.
    case exclusiveFirst(GestureValue)
    case exclusiveSecond(GestureValue)

    /// How the update report shows the value: the fields a callback usually reads.
    public var description: String {
        switch self {
        case .tap(let location): location.map { "location (\(number($0.x)), \(number($0.y)))" } ?? "()"
        case .press(let pressed): "\(pressed)"
        case .drag(let s):
            "translation (\(number(s.translation.width)), \(number(s.translation.height))), location (\(number(s.location.x)), \(number(s.location.y)))"
        case .magnification(let scale): "magnification \(number(scale))"
        case .rotation(let degrees): "rotation \(number(degrees))°"
        case .sequenceFirst(let v): ".first(\(v))"
        case .sequenceSecond(let a, let b): ".second(\(a), \(b.map(\.description) ?? "nil"))"
        case .simultaneous(let a, let b): "first: \(a.map(\.description) ?? "nil"), second: \(b.map(\.description) ?? "nil")"
        case .exclusiveFirst(let v): ".first(\(v))"
        case .exclusiveSecond(let v): ".second(\(v))"
        }
    }

    /// A CGFloat as Swift prints it: `30.0`, `0.5`.
    private func number(_ x: Double) -> String { "\(x)" }
}

/// Where a drag is, in the dragged view's own coordinates (`DragGesture.Value`).
public struct DragSample: Equatable, Sendable {
    public var startLocation: Point
    public var translation: Size
    public var location: Point { Point(x: startLocation.x + translation.width, y: startLocation.y + translation.height) }
    public init(startLocation: Point, translation: Size) { self.startLocation = startLocation; self.translation = translation }
}

/// One callback that ran during a touch, as the update report lists it:
/// `Card  DragGesture  onChanged  translation (30.0, 0.0), location (90.0, 40.0)`.
public struct GestureCallRecord: Equatable, Sendable {
    /// The gesture (`DragGesture`, `onTapGesture`) and the view it is on.
    public let gesture: String
    public let path: ViewPath
    /// `updating, onChanged`, `onEnded`, `perform`.
    public let callbacks: String
    public let value: String
    public init(gesture: String, path: ViewPath, callbacks: String, value: String) {
        self.gesture = gesture; self.path = path; self.callbacks = callbacks; self.value = value
    }
}
