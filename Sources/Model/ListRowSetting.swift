/// What a row of a List or a Form tells the list about itself (SwiftUI's row traits, which reach
/// the list through the row's custom views): `.listRowInsets(_:)` (nil: the list's own insets),
/// `.listRowSeparator(.hidden)`, `.listRowBackground(Color.yellow)` (nil: a view viewlab does not
/// draw as a row's background, only a colour).
public enum ListRowSetting {
    case insets(EdgeInsets?)
    case separatorHidden(Bool)
    case background(ColorValue?)
}

/// A row's settings gathered from its modifiers, the innermost one of each kind winning (a trait
/// written nearer the view overrides one further out, as SwiftUI's traits do).
public struct ListRowStyle: Equatable, Sendable {
    public var insets: EdgeInsets?
    public var separatorHidden = false
    public var background: ColorValue?
    public init() {}
}
