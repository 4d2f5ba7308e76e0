/// A presentation modifier: `.sheet`, `.fullScreenCover`, `.popover`, `.inspector`, `.alert`,
/// `.confirmationDialog`, each with `isPresented:` or `item:`. The presenting modifier reads its
/// binding itself (the body that wrote `$isShowing` does not depend on it), and while it says
/// presented, the content is in the render tree above the presenting view.
public struct Presentation {
    public enum Style: String, Sendable {
        case sheet, fullScreenCover, popover, inspector, alert, confirmationDialog

        /// An alert's and a dialog's buttons dismiss it when tapped (not in source: UIKit's
        /// UIAlertController dismisses before running a button's handler); a sheet's do not.
        public var buttonsDismiss: Bool { self == .alert || self == .confirmationDialog }
    }
    public var style: Style
    /// Whether it is presented now: the `isPresented` binding is true, or the `item` is not nil.
    /// Read without a body's tracking.
    public var isPresented: () throws -> Bool
    /// What the binding holds, as `print` shows it: another item is another presentation.
    public var shownValue: () throws -> String
    /// The content for what is presented now (for `item:`, the closure given the item). An alert's
    /// and a dialog's content is a tuple of three: its title, its message (or nothing) and its
    /// buttons (an "OK" button when it gives none).
    public var content: () throws -> ViewValue
    /// Sets the binding back (`false`, `nil`): `back`, `dismiss()`, or a tapped alert button.
    public var dismiss: () throws -> Void
    /// `onDismiss:`, run once it is dismissed.
    public var onDismiss: (() throws -> Void)?
    /// The content on screen, as the update cycle resolved it; nil while not presented.
    public var presented: ViewValue?
    /// Whether a dialog shows its title and message: `titleVisibility: .visible`. On iOS a
    /// confirmation dialog's `.automatic` hides them (Apple's documentation of
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`); an alert always shows them.
    public var showsTitle = true

    public init(style: Style, isPresented: @escaping () throws -> Bool, shownValue: @escaping () throws -> String,
                content: @escaping () throws -> ViewValue, dismiss: @escaping () throws -> Void, onDismiss: (() throws -> Void)?) {
        self.style = style; self.isPresented = isPresented; self.shownValue = shownValue
        self.content = content; self.dismiss = dismiss; self.onDismiss = onDismiss
    }
}
