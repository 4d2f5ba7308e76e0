/// What to write instead of a real API viewlab does not run, where SwiftUI has a newer form that
/// viewlab does run (Apple's documentation deprecates each old name in favour of the new one).
extension SwiftUICatalog {
    static let alternatives: [String: String] = [
        // Modifiers.
        "actionSheet": ".confirmationDialog(_:isPresented:actions:)",
        "colorScheme": ".preferredColorScheme(_:)",
        "statusBar": ".toolbar(.hidden, for: .navigationBar) and the environment's colour scheme",
        // Types.
        "Alert": ".alert(_:isPresented:actions:message:)",
        "ActionSheet": ".confirmationDialog(_:isPresented:actions:)",
    ]
}
