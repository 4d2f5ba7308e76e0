/// What to write instead of a real API viewlab does not run, where SwiftUI has a newer form that
/// viewlab does run (Apple's documentation deprecates each old name in favour of the new one).
extension SwiftUICatalog {
    static let alternatives: [String: String] = [
        // Modifiers.
        "colorScheme": ".preferredColorScheme(_:)",
        "statusBar": ".toolbar(.hidden, for: .navigationBar) and the environment's colour scheme",
        // Types.
    ]
}
