/// iOS 13's `Alert` and `ActionSheet` (Apple's documentation; deprecated in iOS 15 and still built),
/// which `.alert(isPresented:content:)`, `.alert(item:content:)` and `.actionSheet(isPresented:content:)`
/// return: a title, a message and buttons, which Presentations.swift shows as the iOS 15 alert's and
/// dialog's views. `Alert.Button.default(_:action:)` is a plain button, `.cancel` a cancel one (its
/// label "Cancel" when not given), `.destructive` a destructive one.
let legacyAlertPreludeSource = """
struct Alert {
    let title: Text
    let message: Text?
    let buttons: [AlertButton]
    init(title: Text, message: Text? = nil, dismissButton: AlertButton? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }
    init(title: Text, message: Text? = nil, primaryButton: AlertButton, secondaryButton: AlertButton) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
    typealias Button = AlertButton
}
// `Alert.Button`, declared at the top so that a parameter of its type finds `.default(…)` and `.cancel()`.
struct AlertButton {
    let label: Text
    let role: String
    let action: (() -> Void)?
    static func `default`(_ label: Text, action: (() -> Void)? = nil) -> AlertButton {
        AlertButton(label: label, role: "default", action: action)
    }
    static func cancel(_ label: Text, action: (() -> Void)? = nil) -> AlertButton {
        AlertButton(label: label, role: "cancel", action: action)
    }
    static func cancel(_ action: (() -> Void)? = nil) -> AlertButton {
        AlertButton(label: Text("Cancel"), role: "cancel", action: action)
    }
    static func destructive(_ label: Text, action: (() -> Void)? = nil) -> AlertButton {
        AlertButton(label: label, role: "destructive", action: action)
    }
}
struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [AlertButton]
    typealias Button = AlertButton
    init(title: Text, message: Text? = nil, buttons: [AlertButton] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
"""
