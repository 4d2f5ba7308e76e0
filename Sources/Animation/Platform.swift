import ViewlabModel

/// Which SwiftUI release's constants to use where they differ between releases.
///
/// Two constants changed with iOS 17 (environment-animation.md "Settled constants" and §3.10):
/// `Animation.default` became `spring(response: 0.55, dampingFraction: 1)` (before: `easeInOut`,
/// 0.35 s), and the default response of `spring()` became 0.5 (older SDK interfaces declared 0.55;
/// anchors.md §D notes that older blogs quote 0.55). iOS 17 is the default because the book is the
/// iOS 17 edition.
///
/// One behaviour of the update cycle changed with Xcode 27, where `@State` became a macro
/// (update-cycle-research.md §3.3): `@State var model = Model()` evaluates `Model()` once per view
/// rather than on every init. `xcode27` selects it; its animation constants are iOS 17's.
public enum Platform: String, CaseIterable, Sendable {
    case ios16, ios17, xcode27

    public static let `default` = Platform.ios17

    /// `spring()`'s default response on this platform.
    public var defaultSpringResponse: Double { self == .ios16 ? 0.55 : 0.5 }

    /// Whether a `@State`'s initial value is evaluated once per view (Xcode 27) rather than on every init.
    public var evaluatesStateOnce: Bool { self == .xcode27 }

    /// The update-cycle behaviour this platform has, as the `update` command names it.
    public func stateInitialization(_ language: DisplayLanguage) -> String {
        evaluatesStateOnce ? Message.stateEvaluatedOnce.filled([])(language)
            : Message.stateEvaluatedOnEveryInit.filled([self == .ios16 ? "iOS 16" : "iOS 17–26"])(language)
    }
}
