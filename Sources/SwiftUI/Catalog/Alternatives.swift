/// What to write instead of a real API viewlab does not run, where SwiftUI has a newer form that
/// viewlab does run (Apple's documentation deprecates each old name in favour of the new one).
extension SwiftUICatalog {
    static let alternatives: [String: String] = [
        // Modifiers.
        "navigationBarTitle": ".navigationTitle(_:)",
        "navigationBarItems": ".toolbar { ToolbarItem(placement: .topBarTrailing) { … } }",
        "navigationBarHidden": ".toolbar(.hidden, for: .navigationBar)",
        "actionSheet": ".confirmationDialog(_:isPresented:actions:)",
        "colorScheme": ".preferredColorScheme(_:)",
        "statusBar": ".toolbar(.hidden, for: .navigationBar) and the environment's colour scheme",
        "listRowInsets": ".padding(_:) on the row's content",
        "containerRelativeFrame": ".frame(maxWidth: .infinity) or a GeometryReader",
        "buttonBorderShape": ".buttonStyle(_:) with a ButtonStyle of your own",
        "contentTransition": ".transition(_:) on a view that changes identity",
        "redacted": ".opacity(_:) or an overlay of the shape the content will take",
        "rotation3DEffect": ".rotationEffect(_:anchor:)",
        // Types.
        "Alert": ".alert(_:isPresented:actions:message:)",
        "ActionSheet": ".confirmationDialog(_:isPresented:actions:)",
        "NavigationSplitView": "NavigationStack",
        "DisclosureGroup": "a Button that toggles a @State Bool and an `if` around the content",
    ]
}
