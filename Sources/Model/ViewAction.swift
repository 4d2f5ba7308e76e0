/// Learner code a view runs when something happens to it (cli-contract.md `update`). The closures
/// call back into the interpreter, as `GeometryReaderValue.makeContent` does; the runtime decides
/// when they run (update-cycle-research.md §2.7).
public enum ViewAction {
    /// `onTapGesture { … }`: run by a `tap` event.
    case tap(() throws -> Void)
    /// `onAppear { … }`: run after the pass that inserted the view.
    case appear(() throws -> Void)
    /// `onDisappear { … }`: run after the pass that removed the view.
    case disappear(() throws -> Void)
    /// `onChange(of:initial:_:)`.
    case change(ValueChangeAction)
    /// `task { … }` and `task(id:) { … }`: started when the view appears, cancelled when it goes.
    case task(id: WatchedValue?, () throws -> Void)
    /// `.animation(_:value:)`: a pass in which `value` changes animates the changes below with
    /// `animation` (as written); without a value, every pass does (the deprecated form).
    case implicitAnimation(value: WatchedValue?, animation: String)
    /// `phaseAnimator(_:trigger:content:animation:)`: a trigger change runs the phases once; without
    /// a trigger they loop from the view's appearance (environment-animation.md §3.7).
    case phaseAnimator(PhaseAnimation)

    /// The name the lifecycle log uses: `onAppear`, `onChange`, `task`.
    public var name: String {
        switch self {
        case .tap: "onTapGesture"
        case .appear: "onAppear"
        case .disappear: "onDisappear"
        case .change: "onChange"
        case .task: "task"
        case .implicitAnimation: "animation"
        case .phaseAnimator: "phaseAnimator"
        }
    }
}

/// A value a view watches (`onChange(of:)`, `task(id:)`), opaque to the runtime except for equality,
/// which is Swift's `==` on the learner's value.
public struct WatchedValue {
    public let value: Any
    /// The value's Swift type, as SwiftUI's warnings name it: `Int`, `String`.
    public let typeName: String
    public let isEqual: (Any) -> Bool
    public init(value: Any, typeName: String, isEqual: @escaping (Any) -> Bool) {
        self.value = value; self.typeName = typeName; self.isEqual = isEqual
    }
    public func equals(_ other: WatchedValue) -> Bool { isEqual(other.value) }
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
    /// The animation entering each phase, as written (`.default` when no `animation:` closure is given).
    public let animations: [String]
    public init(trigger: WatchedValue?, phases: [String], values: [Double]?, animations: [String]) {
        self.trigger = trigger; self.phases = phases; self.values = values; self.animations = animations
    }
}
