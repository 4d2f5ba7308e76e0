/// Learner code a view runs when something happens to it (cli-contract.md `update`). The closures
/// call back into the interpreter, as `GeometryReaderValue.makeContent` does; the runtime decides
/// when they run (update-cycle-research.md §2.7).
public enum ViewAction {
    /// A gesture (`.gesture`, `.highPriorityGesture`, `.simultaneousGesture`, `onTapGesture`,
    /// `onLongPressGesture`): run by the touch events (`tap`, `double-tap`, `long-press`, `drag`,
    /// `magnify`, `rotate`) that reach it.
    case gesture(Gesture, GesturePriority)
    /// `onAppear { … }`: run after the pass that inserted the view.
    case appear(() throws -> Void)
    /// `onDisappear { … }`: run after the pass that removed the view.
    case disappear(() throws -> Void)
    /// `onChange(of:initial:_:)`.
    case change(ValueChangeAction)
    /// `task { … }` and `task(id:) { … }`: started when the view appears, cancelled when it goes.
    case task(id: WatchedValue?, () throws -> Void)
    /// `.animation(_:value:)`: a pass in which `value` changes animates the changes below with
    /// `animation`; without a value, every pass does (the deprecated form). `.animation(nil)`
    /// animates nothing: it keeps an outer animation off what it modifies.
    case implicitAnimation(value: WatchedValue?, animation: TransactionAnimation?)
    /// `phaseAnimator(_:trigger:content:animation:)`: a trigger change runs the phases once; without
    /// a trigger they loop from the view's appearance (environment-animation.md §3.7).
    case phaseAnimator(PhaseAnimation)
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`: a trigger change plays the tracks.
    case keyframeAnimator(KeyframeAnimation)
    /// `onPreferenceChange(Key.self) { value in … }`: runs with the subtree's reduced value after the
    /// first pass and after every pass that changes it (update-cycle-research.md §2.8, §5.4).
    case preferenceChange(PreferenceAction)
    /// `.transaction { … }`, `.transaction(value:) { … }`: changes the transaction for the views below.
    case transaction(TransactionAction)

    /// The name the lifecycle log uses: `onAppear`, `onChange`, `task`.
    public var name: String {
        switch self {
        case .gesture(let gesture, _): gesture.name
        case .appear: "onAppear"
        case .disappear: "onDisappear"
        case .change: "onChange"
        case .task: "task"
        case .implicitAnimation: "animation"
        case .phaseAnimator: "phaseAnimator"
        case .keyframeAnimator: "keyframeAnimator"
        case .preferenceChange: "onPreferenceChange"
        case .transaction: "transaction"
        }
    }
}

/// A value a view watches (`onChange(of:)`, `task(id:)`), opaque to the runtime except for equality,
/// which is Swift's `==` on the learner's value.
public struct WatchedValue {
    public let value: any LearnerValue
    /// The value's Swift type, as SwiftUI's warnings name it: `Int`, `String`.
    public let typeName: String
    public init(value: any LearnerValue, typeName: String) {
        self.value = value; self.typeName = typeName
    }
    public func equals(_ other: WatchedValue) -> Bool { value.isEqual(to: other.value) }
}

/// `onChange(of: value, initial:) { old, new in … }`: the action gets the old and the new value.
public struct ValueChangeAction {
    public let watched: WatchedValue
    /// `initial: true`: the action also runs when the view appears, with the value as old and new.
    public let initial: Bool
    /// The deprecated one-parameter form: SwiftUI calls the closure from the previous render, with
    /// the new value (update-cycle-research.md §2.7).
    public let callsPreviousAction: Bool
    public let action: (_ old: WatchedValue, _ new: WatchedValue) throws -> Void
    public init(watched: WatchedValue, initial: Bool, callsPreviousAction: Bool,
                action: @escaping (WatchedValue, WatchedValue) throws -> Void) {
        self.watched = watched; self.initial = initial; self.callsPreviousAction = callsPreviousAction; self.action = action
    }
}

/// A phase animator as the update cycle runs it: its phases as written, their numbers when they
/// are numbers (what the animation engine tabulates), and the animation that enters each phase.
public struct PhaseAnimation {
    public let trigger: WatchedValue?
    public let phases: [String]
    public let values: [Double]?
    /// The animation entering each phase (`.default` when no `animation:` closure is given; nil
    /// when the closure gives none).
    public let animations: [TransactionAnimation?]
    public init(trigger: WatchedValue?, phases: [String], values: [Double]?, animations: [TransactionAnimation?]) {
        self.trigger = trigger; self.phases = phases; self.values = values; self.animations = animations
    }
}

/// A keyframe animator as the update cycle runs it (environment-animation.md §3.8): one track per
/// animated number, each from its initial value through its keyframes, all started by the trigger.
public struct KeyframeAnimation {
    public struct Track {
        /// The key path's name (`scale` for `\.scale`), or `value` for a number animated whole.
        public let name: String
        public let initial: Double
        public let keyframes: [KeyframeStep]
        public init(name: String, initial: Double, keyframes: [KeyframeStep]) {
            self.name = name; self.initial = initial; self.keyframes = keyframes
        }
    }
    public let trigger: WatchedValue?
    public let tracks: [Track]
    /// `keyframeAnimator(initialValue:repeating: true)`: plays from the view's appearance, over and over.
    public let repeats: Bool
    public init(trigger: WatchedValue?, tracks: [Track], repeats: Bool = false) {
        self.trigger = trigger; self.tracks = tracks; self.repeats = repeats
    }
}

/// One keyframe as written: `LinearKeyframe(1.2, duration: 0.1)`, `CubicKeyframe`, `SpringKeyframe`, `MoveKeyframe`.
public struct KeyframeStep {
    public enum Kind: String, Sendable { case linear, cubic, spring, move }
    public let kind: Kind
    public let value: Double
    public let duration: Double
    /// `SpringKeyframe`'s `spring:` and `LinearKeyframe`'s `timingCurve:` as written (`.bouncy`,
    /// `.easeIn`), which the animation engine reads; nil for the defaults.
    public let spring: String?
    public let timingCurve: String?
    public init(kind: Kind, value: Double, duration: Double, spring: String? = nil, timingCurve: String? = nil) {
        self.kind = kind; self.value = value; self.duration = duration; self.spring = spring; self.timingCurve = timingCurve
    }
}

/// What `onPreferenceChange` watches and does.
public struct PreferenceAction {
    public let key: PreferenceKeyValue
    public let action: (any LearnerValue) throws -> Void
    public init(key: PreferenceKeyValue, action: @escaping (any LearnerValue) throws -> Void) {
        self.key = key; self.action = action
    }
}
