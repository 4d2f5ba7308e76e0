/// A height a sheet can rest at (`PresentationDetent`): `.large` (the full height), `.medium`
/// (about half the screen's height, Apple's documentation of `PresentationDetent.medium`),
/// `.fraction(f)` of the screen's height, or `.height(h)` points.
public enum PresentationDetent: Sendable, Equatable {
    case large, medium
    case fraction(Double)
    case height(Double)
}

/// What a sheet's content tells the sheet it is in, as SwiftUI passes these up as preferences:
/// the heights it may rest at, whether it shows the grabber, its corner radius.
public enum PresentationSetting: Sendable, Equatable {
    /// `.presentationDetents([.medium, .large])`.
    case detents([PresentationDetent])
    /// `.presentationDragIndicator(.visible)`: true for `.visible`, false for `.hidden`; nil for `.automatic`.
    case dragIndicator(Bool?)
    /// `.presentationCornerRadius(20)`; nil: the system's.
    case cornerRadius(Double?)
}

/// `ButtonRole`: how an alert, a dialog or a swipe action sets its button apart.
public enum ButtonRole: String, Sendable {
    case cancel, destructive
}
