import ViewlabModel

/// A view an event can act on, found while the tree was resolved: a control (Button, Toggle,
/// Stepper, TextField, Picker) or a view with `onTapGesture`. A class, since each pass collects
/// every control and a reused subtree hands on its list.
final class ControlEntry {
    let path: ViewPath
    /// `Button`, `Toggle`, …, or `onTapGesture`.
    let name: String
    /// The strings of its label's Text views, joined by one space: what `tap "…"` matches.
    let label: String
    let behavior: ControlBehavior
    /// Under a `.disabled(true)`.
    let isDisabled: Bool
    /// The `.accessibilityIdentifier`s on it and around it, which `#name` matches.
    let identifiers: [String]
    /// The view a gesture is on, measured where a gesture's location needs its size (a drag
    /// starts at its centre); nil for a control.
    let view: ViewValue?
    /// Under `.allowsHitTesting(false)`: a touch passes through it to the views around.
    let ignoresTouches: Bool

    init(path: ViewPath, name: String, label: String, behavior: ControlBehavior, isDisabled: Bool, identifiers: [String],
         view: ViewValue? = nil, ignoresTouches: Bool = false) {
        self.path = path; self.name = name; self.label = label; self.behavior = behavior
        self.isDisabled = isDisabled; self.identifiers = identifiers; self.view = view; self.ignoresTouches = ignoresTouches
    }

    /// How the error that lists the controls shows it: `Button "Increment: 0" at Counter/Button`.
    var listing: Bilingual {
        (isDisabled ? Message.controlListedDisabled : Message.controlListed).filled([name, label, "\(path)"])
    }
}
