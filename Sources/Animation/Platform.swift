/// Which SwiftUI release's constants to use where they differ between releases.
///
/// Two constants changed with iOS 17 (environment-animation.md "Settled constants" and §3.10):
/// `Animation.default` became `spring(response: 0.55, dampingFraction: 1)` (before: `easeInOut`,
/// 0.35 s), and the default response of `spring()` became 0.5 (older SDK interfaces declared 0.55;
/// anchors.md §D notes that older blogs quote 0.55). iOS 17 is the default because the book is the
/// iOS 17 edition.
public enum Platform: String, CaseIterable, Sendable {
    case ios16, ios17

    public static let `default` = Platform.ios17

    /// `spring()`'s default response on this platform.
    public var defaultSpringResponse: Double { self == .ios17 ? 0.5 : 0.55 }
}
