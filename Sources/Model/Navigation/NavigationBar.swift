/// What a page tells the NavigationStack it is shown in about the bar above it (SwiftUI passes
/// these up as preferences): its title, how the title is shown, whether the bar is hidden.
public enum NavigationBarSetting: Sendable, Equatable {
    /// `.navigationTitle("Settings")` (and the deprecated `.navigationBarTitle`).
    case title(String)
    /// `.navigationBarTitleDisplayMode(.inline)`, `.toolbarTitleDisplayMode(.inline)`.
    case titleDisplayMode(NavigationTitleDisplayMode)
    /// `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`.
    case hidden(Bool)
}

/// `NavigationBarItem.TitleDisplayMode`: `.automatic` inherits the mode of the page below, which
/// for a stack's root is the large title (Apple's documentation of `TitleDisplayMode.automatic`).
public enum NavigationTitleDisplayMode: String, Sendable {
    case automatic, large, inline

    /// `.inline`, `.large`, `.automatic`, and iOS 17's `ToolbarTitleDisplayMode` `.inlineLarge`.
    public init?(written name: String) {
        switch name {
        case "automatic": self = .automatic
        case "large", "inlineLarge": self = .large
        case "inline": self = .inline
        default: return nil
        }
    }
}

/// Where a toolbar item goes (`ToolbarItemPlacement`), as an iPhone places it: at the bar's
/// leading or trailing end, in its middle, in the bottom bar, or above the keyboard.
public enum ToolbarPlacement: Sendable, Equatable {
    case leading, trailing, principal, bottom, keyboard

    /// `.topBarLeading`, `.navigationBarTrailing`, `.cancellationAction`, …; `.automatic` and the
    /// semantic placements a bar puts at its trailing end (Apple's documentation of
    /// `ToolbarItemPlacement`: on iOS, `cancellationAction` is leading, `confirmationAction` and
    /// `primaryAction` trailing).
    public init(written name: String) {
        switch name {
        case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": self = .leading
        case "principal": self = .principal
        case "bottomBar", "status": self = .bottom
        case "keyboard": self = .keyboard
        default: self = .trailing
        }
    }
}
