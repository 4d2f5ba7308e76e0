/// What SwiftUI apps take from UIKit, written in Swift and interpreted like learner code: colours,
/// the screen, the application, the device, the bars' appearance proxies and haptics. Not in source:
/// the books use none of it; the names and defaults are Apple's UIKit documentation. viewlab's
/// screen is the window it lays views out in by default (320×480 points, the book's safe area, at
/// an iPhone's scale of 3); what UIKit would do beyond the app (open a URL, play a haptic) does nothing.
let uiKitPreludeSource = """
/// UIKit's colour, which SpriteKit's `SKColor` is: components 0…1, and the named colours of Apple's
/// `UIColor` documentation (`.blue` is pure blue, where SwiftUI's is the system blue).
struct UIColor: Equatable, CustomStringConvertible {
    var red: CGFloat
    var green: CGFloat
    var blue: CGFloat
    var alpha: CGFloat
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.red = red; self.green = green; self.blue = blue; self.alpha = alpha }
    init(white: CGFloat, alpha: CGFloat) { red = white; green = white; blue = white; self.alpha = alpha }
    init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let c = _viewlabHSB(hue, saturation, brightness)
        red = c[0]; green = c[1]; blue = c[2]; self.alpha = alpha
    }
    func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// As UIKit prints a colour made from components.
    var description: String { String(format: "UIExtendedSRGBColorSpace %g %g %g %g", red, green, blue, alpha) }
    static let black = UIColor(white: 0, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)
    // The system colours, as an iPhone draws them in light mode (Apple's Human Interface
    // Guidelines, "Color"): the same as SwiftUI's `Color.red` and the others.
    static let systemRed = UIColor(_viewlab: 255, 59, 48)
    static let systemOrange = UIColor(_viewlab: 255, 149, 0)
    static let systemYellow = UIColor(_viewlab: 255, 204, 0)
    static let systemGreen = UIColor(_viewlab: 52, 199, 89)
    static let systemMint = UIColor(_viewlab: 0, 199, 190)
    static let systemTeal = UIColor(_viewlab: 48, 176, 199)
    static let systemCyan = UIColor(_viewlab: 50, 173, 230)
    static let systemBlue = UIColor(_viewlab: 0, 122, 255)
    static let systemIndigo = UIColor(_viewlab: 88, 86, 214)
    static let systemPurple = UIColor(_viewlab: 175, 82, 222)
    static let systemPink = UIColor(_viewlab: 255, 45, 85)
    static let systemBrown = UIColor(_viewlab: 162, 132, 94)
    static let systemGray = UIColor(_viewlab: 142, 142, 147)
    static let systemGray2 = UIColor(_viewlab: 174, 174, 178)
    static let systemGray3 = UIColor(_viewlab: 199, 199, 204)
    static let systemGray4 = UIColor(_viewlab: 209, 209, 214)
    static let systemGray5 = UIColor(_viewlab: 229, 229, 234)
    static let systemGray6 = UIColor(_viewlab: 242, 242, 247)
    static let tintColor = UIColor.systemBlue
    static let link = UIColor.systemBlue
    // The semantic colours in light mode.
    static let label = UIColor.black
    static let secondaryLabel = UIColor(_viewlab: 60, 60, 67, 0.6)
    static let tertiaryLabel = UIColor(_viewlab: 60, 60, 67, 0.3)
    static let quaternaryLabel = UIColor(_viewlab: 60, 60, 67, 0.18)
    static let placeholderText = UIColor(_viewlab: 60, 60, 67, 0.3)
    static let separator = UIColor(_viewlab: 60, 60, 67, 0.29)
    static let opaqueSeparator = UIColor(_viewlab: 198, 198, 200)
    static let systemBackground = UIColor.white
    static let secondarySystemBackground = UIColor(_viewlab: 242, 242, 247)
    static let tertiarySystemBackground = UIColor.white
    static let systemGroupedBackground = UIColor(_viewlab: 242, 242, 247)
    static let secondarySystemGroupedBackground = UIColor.white
    static let tertiarySystemGroupedBackground = UIColor(_viewlab: 242, 242, 247)
    static let systemFill = UIColor(_viewlab: 120, 120, 128, 0.2)
    static let secondarySystemFill = UIColor(_viewlab: 120, 120, 128, 0.16)
    static let tertiarySystemFill = UIColor(_viewlab: 118, 118, 128, 0.12)
    static let quaternarySystemFill = UIColor(_viewlab: 116, 116, 128, 0.08)
    static let lightText = UIColor(white: 1, alpha: 0.6)
    static let darkText = UIColor.black
    /// A colour of 0…255 components, as the guidelines list them.
    init(_viewlab red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) {
        self.red = CGFloat(red) / 255; self.green = CGFloat(green) / 255; self.blue = CGFloat(blue) / 255; self.alpha = alpha
    }
}
struct UIScreen {
    static let main = UIScreen()
    var bounds: CGRect { CGRect(x: 0, y: 0, width: 320, height: 480) }
    var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 960, height: 1440) }
    var scale: CGFloat { 3 }
    var nativeScale: CGFloat { 3 }
    var brightness: CGFloat = 0.5
}
enum UIUserInterfaceIdiom { case unspecified, phone, pad, tv, carPlay, mac, vision }
enum UIUserInterfaceStyle { case unspecified, light, dark }
final class UIDevice {
    static let current = UIDevice()
    let name = "iPhone"
    let model = "iPhone"
    let systemName = "iOS"
    let systemVersion = "17.0"
    let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    var orientation = UIDeviceOrientation.portrait
    var isBatteryMonitoringEnabled = false
    var batteryLevel: Float { -1 }
}
enum UIDeviceOrientation { case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
/// The general pasteboard: what is copied stays for the program's run (there is no other app to paste into).
final class UIPasteboard {
    static let general = UIPasteboard()
    var string: String?
    var strings: [String]?
    var url: URL?
    var hasStrings: Bool { string != nil || !(strings ?? []).isEmpty }
    var hasURLs: Bool { url != nil }
}
final class UIApplication {
    static let shared = UIApplication()
    static let openSettingsURLString = "app-settings:"
    var applicationIconBadgeNumber = 0
    var isIdleTimerDisabled = false
    func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(true) }
    func canOpenURL(_ url: URL) -> Bool { true }
    func sendAction(_ action: Any, to target: Any?, from sender: Any?, for event: Any?) -> Bool { true }
    func registerForRemoteNotifications() {}
}
/// The bars' appearance proxies: what an app sets on them styles UIKit's bars, which viewlab does not draw.
final class UITabBar {
    static func appearance() -> UITabBar { UITabBar() }
    var backgroundColor: UIColor? = nil
    var barTintColor: UIColor? = nil
    var tintColor: UIColor? = nil
    var unselectedItemTintColor: UIColor? = nil
    var isTranslucent = true
    var standardAppearance: UITabBarAppearance = UITabBarAppearance()
    var scrollEdgeAppearance: UITabBarAppearance? = nil
}
final class UITabBarAppearance {
    var backgroundColor: UIColor? = nil
    init() {}
    func configureWithOpaqueBackground() {}
    func configureWithTransparentBackground() {}
    func configureWithDefaultBackground() {}
}
final class UINavigationBar {
    static func appearance() -> UINavigationBar { UINavigationBar() }
    var backgroundColor: UIColor? = nil
    var barTintColor: UIColor? = nil
    var tintColor: UIColor? = nil
    var isTranslucent = true
    var prefersLargeTitles = false
    var titleTextAttributes: [NSAttributedString.Key: Any]? = nil
    var largeTitleTextAttributes: [NSAttributedString.Key: Any]? = nil
    var standardAppearance = UINavigationBarAppearance()
    var compactAppearance: UINavigationBarAppearance? = nil
    var scrollEdgeAppearance: UINavigationBarAppearance? = nil
}
final class UINavigationBarAppearance {
    var backgroundColor: UIColor? = nil
    var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    init() {}
    func configureWithOpaqueBackground() {}
    func configureWithTransparentBackground() {}
    func configureWithDefaultBackground() {}
}
final class UITableView {
    static func appearance() -> UITableView { UITableView() }
    var backgroundColor: UIColor? = nil
    var separatorStyle = 0
}
struct NSAttributedString {
    struct Key: Hashable {
        let rawValue: String
        static let foregroundColor = Key(rawValue: "NSColor")
        static let font = Key(rawValue: "NSFont")
        static let backgroundColor = Key(rawValue: "NSBackgroundColor")
        static let kern = Key(rawValue: "NSKern")
    }
}
/// Haptics: a simulated device has no Taptic Engine, so they are silent.
final class UIImpactFeedbackGenerator {
    enum FeedbackStyle { case light, medium, heavy, soft, rigid }
    init(style: FeedbackStyle = .medium) {}
    func prepare() {}
    func impactOccurred() {}
    func impactOccurred(intensity: CGFloat) {}
}
final class UINotificationFeedbackGenerator {
    enum FeedbackType { case success, warning, error }
    init() {}
    func prepare() {}
    func notificationOccurred(_ notificationType: FeedbackType) {}
}
final class UISelectionFeedbackGenerator {
    init() {}
    func prepare() {}
    func selectionChanged() {}
}
"""
