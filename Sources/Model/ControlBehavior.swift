/// What a control does when the learner acts on it (cli-contract.md `update` events). Each closure
/// runs the learner's code, or writes the control's binding, in the interpreter; nil means the
/// control takes no such event.
public struct ControlBehavior {
    /// `tap`: a Button's action.
    public var tap: (() throws -> Void)?
    /// The touch events (`tap`, `double-tap`, `long-press`, `drag`, `magnify`, `rotate`): a
    /// gesture on the view, and how it ranks against the gestures of the views around it.
    public var gesture: (Gesture, GesturePriority)?
    /// `toggle`: flips a Toggle's `isOn` binding.
    public var toggle: (() throws -> Void)?
    /// `type`: sets a TextField's text binding.
    public var type: ((String) throws -> Void)?
    /// `increment` and `decrement`: a Stepper's step, through its binding or its closures.
    public var increment: (() throws -> Void)?
    public var decrement: (() throws -> Void)?
    /// `pick`: selects the option whose tag equals the Swift literal, or whose label is the quoted
    /// text; false when no option matches.
    public var pick: ((String) throws -> Bool)?
    /// The options a Picker offers, as their labels read, for the error that lists them.
    public var options: [String]
    /// `swipe`: reveals the row's swipe actions at the leading edge (true) or the trailing one.
    public var swipe: ((Bool) throws -> Void)?
    /// `tap` on a NavigationLink: what it pushes onto the NavigationStack around it.
    public var push: NavigationPush?

    public init(tap: (() throws -> Void)? = nil, toggle: (() throws -> Void)? = nil, type: ((String) throws -> Void)? = nil,
                increment: (() throws -> Void)? = nil, decrement: (() throws -> Void)? = nil,
                pick: ((String) throws -> Bool)? = nil, options: [String] = [], gesture: (Gesture, GesturePriority)? = nil) {
        self.gesture = gesture
        self.tap = tap; self.toggle = toggle; self.type = type
        self.increment = increment; self.decrement = decrement; self.pick = pick; self.options = options
    }
}
