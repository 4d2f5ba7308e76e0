/// What iOS draws of a control besides its label, which takes room in the layout and is drawn in
/// pictures: a Toggle's switch, a Slider's track, a TextField's field. The Layout layer sizes it
/// (ControlLayout), the Drawing layer draws it with the control's value as it is when drawn
/// (`ContainerValue.controlValue`); a control without chrome lays out as its label.
public enum ControlChrome: Sendable, Equatable {
    /// Button, Label, Picker: the label alone.
    case none
    /// A Toggle in the default (switch) style: the label, then the switch at the trailing edge.
    case toggle
    /// A Stepper: the label, then the − + buttons at the trailing edge.
    case stepper
    /// A Slider: the track and its thumb, between the minimum and maximum value labels when it
    /// has them (its content is those labels, in order).
    case slider(minimumLabel: Bool, maximumLabel: Bool)
    /// A TextField or SecureField: a field that takes the proposed width, its label the placeholder.
    case textField
    /// A ProgressView with a value: a bar under its label.
    case linearProgress
    /// A ProgressView without a value: a spinner, its label under it.
    case circularProgress
    /// A NavigationLink that is a List row: its label leading and a disclosure chevron at the
    /// row's trailing end, across the row's width.
    case disclosure
    /// `.searchable`'s field in the navigation bar: a 36-point rounded field, a magnifying glass,
    /// then its text or its prompt.
    case searchField
    /// A TextEditor: its text from the top leading corner, inset as UITextView insets it, in all the room it is offered.
    case textEditor
}
